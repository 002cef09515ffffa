import { z } from 'zod';
import { boundedText, emailField, requiredText } from './fields';
import { companySocialsSchema, type CompanyProfile } from './company';
import { blankableGstinNumberField } from './india';

/** PUT /profile: any subset of the company's details. */
export const updateCompanyProfileSchema = z.object({
  name: boundedText('Company name', 2, 120).optional(),
  email: emailField.optional(),
  phone: requiredText('Phone')
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number, e.g. +91 22 4000 1234')
    .optional(),
  address: boundedText('Address', 5, 300, { multiline: true }).optional(),
  gstin: blankableGstinNumberField.optional(),
  socials: companySocialsSchema.partial().optional(),
});
export type UpdateCompanyProfileInput = z.input<typeof updateCompanyProfileSchema>;

/** data of GET /profile: the public profile plus what only staff see. */
export interface CompanyProfileDetails extends CompanyProfile {
  gstin: string;
  updatedAt: string;
}

export const notificationEvents = [
  'quoteReceived',
  'contactMessage',
  'documentExpiry',
  'tripStatus',
  'paymentReceived',
  'dailySummary',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const notificationEventLabels: Record<NotificationEvent, string> = {
  quoteReceived: 'A quote request arrives',
  contactMessage: 'A contact message arrives',
  documentExpiry: 'A truck or driver document is about to expire',
  tripStatus: 'A trip changes status',
  paymentReceived: 'A payment is received',
  dailySummary: 'Daily summary',
};

export const notificationChannels = ['email', 'inApp'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export type NotificationSettings = Record<NotificationEvent, Record<NotificationChannel, boolean>>;

export const defaultNotificationSettings: NotificationSettings = {
  quoteReceived: { email: true, inApp: true },
  contactMessage: { email: true, inApp: true },
  documentExpiry: { email: true, inApp: true },
  tripStatus: { email: false, inApp: true },
  paymentReceived: { email: false, inApp: true },
  dailySummary: { email: false, inApp: false },
};

const channelsSchema = z
  .object({
    email: z.boolean({ error: 'Must be true or false' }),
    inApp: z.boolean({ error: 'Must be true or false' }),
  })
  .partial()
  .strict();

/** PUT /profile/notifications: any subset of events and channels; unknown events are refused. */
export const updateNotificationSettingsSchema = z
  .object(
    Object.fromEntries(notificationEvents.map((event) => [event, channelsSchema.optional()])) as Record<
      NotificationEvent,
      z.ZodOptional<typeof channelsSchema>
    >,
  )
  .strict();
export type UpdateNotificationSettingsInput = z.input<typeof updateNotificationSettingsSchema>;
