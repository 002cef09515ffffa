import { z } from 'zod';
import { enumFilter, isoDate, limitParam, nameField, optionalText, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { licenceNumberField, mobileField, openingBalanceField } from './india';
import { notesField, paperFilter, type OpeningBalanceValue, type Paper, type SelectOption } from './masters';

/* A driver of the company's own trucks, with the driving licence that lets them drive one. */

/** 'on_trip' is set by the trips the driver is on, never by hand. */
export const driverStatuses = ['active', 'on_trip', 'on_leave', 'inactive'] as const;
export type DriverStatus = (typeof driverStatuses)[number];
export const driverEditableStatuses = ['active', 'on_leave', 'inactive'] as const;

export const driverStatusLabels: Record<DriverStatus, string> = {
  active: 'Active',
  on_trip: 'On trip',
  on_leave: 'On leave',
  inactive: 'Inactive',
};

export interface Driver {
  id: string;
  name: string;
  phone: string;
  /** The licence: number, expiry, status and scan. */
  licence: Paper<'licence'>;
  address: string | null;
  openingBalance: OpeningBalanceValue;
  status: DriverStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

const driverFields = {
  name: nameField,
  phone: mobileField,
  licenceNumber: licenceNumberField,
  licenceExpiresOn: isoDate('Licence expiry date'),
  address: optionalText('Address', 500, { multiline: true }),
  openingBalance: openingBalanceField,
  status: z.enum(driverEditableStatuses, {
    error: 'Status must be active, on leave or inactive (on trip is set by trips)',
  }),
  notes: notesField,
};

export const createDriverSchema = z.object({
  ...driverFields,
  openingBalance: driverFields.openingBalance.default({ amountPaise: 0, side: 'Dr' }),
  status: driverFields.status.default('active'),
});
export type CreateDriverInput = z.input<typeof createDriverSchema>;

export const updateDriverSchema = z
  .object(driverFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateDriverInput = z.input<typeof updateDriverSchema>;

export const driverSortValues = ['name', '-name', 'licenceExpiresOn', '-licenceExpiresOn', 'createdAt', '-createdAt'] as const;

export const driverListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    status: enumFilter(driverStatuses, 'Status'),
    licence: paperFilter('Licence'),
    sort: sortParam(driverSortValues, 'name'),
  })
  .refine(...oneCursorAtMost);
export type DriverListQuery = z.input<typeof driverListQuerySchema>;

/** data of GET /drivers/stats. */
export interface DriverStats {
  total: number;
  byStatus: Record<DriverStatus, number>;
  licenceExpired: number;
  /** Licences expiring within 30 days. */
  licenceExpiring: number;
}

/** A row of GET /drivers/select: what a trip form shows beside the name. */
export interface DriverOption extends SelectOption {
  phone: string;
  status: DriverStatus;
  licenceNumber: string;
  licenceExpiresOn: string;
  licenceStatus: Paper['status'];
}
