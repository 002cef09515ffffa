import { z } from 'zod';
import { decimalField, enumFilter, integerField, limitParam, optionalText, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { registrationNumberField } from './india';
import { notesField, optionalDate, paperFilter, type Paper, type PaperStatus, type SelectOption } from './masters';

/* A truck of the company's own fleet, with the papers the law requires it to carry. */

export const truckTypes = ['open_body', 'container', 'trailer', 'tanker', 'tipper', 'reefer', 'lcv'] as const;
export type TruckType = (typeof truckTypes)[number];

export const truckTypeLabels: Record<TruckType, string> = {
  open_body: 'Open body',
  container: 'Container',
  trailer: 'Trailer',
  tanker: 'Tanker',
  tipper: 'Tipper',
  reefer: 'Reefer',
  lcv: 'LCV',
};

/** 'on_trip' is set by the trips that use the truck, never by hand. */
export const truckStatuses = ['available', 'on_trip', 'maintenance', 'inactive'] as const;
export type TruckStatus = (typeof truckStatuses)[number];
export const truckEditableStatuses = ['available', 'maintenance', 'inactive'] as const;

export const truckStatusLabels: Record<TruckStatus, string> = {
  available: 'Available',
  on_trip: 'On trip',
  maintenance: 'In maintenance',
  inactive: 'Inactive',
};

export const truckPaperKinds = ['rc', 'insurance', 'fitness', 'national_permit', 'state_permit', 'road_tax', 'puc'] as const;
export type TruckPaperKind = (typeof truckPaperKinds)[number];

export const truckPaperLabels: Record<TruckPaperKind, string> = {
  rc: 'RC (registration)',
  insurance: 'Insurance',
  fitness: 'Fitness certificate',
  national_permit: 'National permit',
  state_permit: 'State permit',
  road_tax: 'Road tax',
  puc: 'PUC certificate',
};

export type TruckPaper = Paper<TruckPaperKind>;

export interface Truck {
  id: string;
  registrationNumber: string;
  truckType: TruckType;
  make: string | null;
  model: string | null;
  /** Tonnes, as exact decimal text ('25.5'). */
  capacityTonnes: string | null;
  chassisNumber: string | null;
  engineNumber: string | null;
  odometerKm: number | null;
  status: TruckStatus;
  notes: string | null;
  /** Every kind, in truckPaperKinds order, recorded or not. */
  papers: TruckPaper[];
  /** The worst status among its papers. */
  papersStatus: PaperStatus;
  /** The earliest expiry among its papers. */
  nextExpiryOn: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A paper's details from a form: both optional (a paper may not be recorded yet). */
export const paperInputSchema = z.object({
  number: optionalText('Number', 50),
  expiresOn: optionalDate('Expiry date'),
});
export type PaperInput = z.input<typeof paperInputSchema>;

const truckPapersSchema = z.object(
  Object.fromEntries(truckPaperKinds.map((kind) => [kind, paperInputSchema.optional()])) as {
    [K in TruckPaperKind]: z.ZodOptional<typeof paperInputSchema>;
  },
);

const identifierText = (label: string) =>
  optionalText(label, 30).transform((value) => (value ? value.replace(/[\s-]+/g, '').toUpperCase() : value));

const truckFields = {
  registrationNumber: registrationNumberField,
  truckType: z.enum(truckTypes, { error: 'Choose the truck type' }),
  make: optionalText('Make', 60),
  model: optionalText('Model', 60),
  capacityTonnes: z
    .preprocess((value) => (value === '' ? null : value), decimalField('Capacity', { scale: 2, max: 100 }).nullable())
    .optional(),
  chassisNumber: identifierText('Chassis number'),
  engineNumber: identifierText('Engine number'),
  odometerKm: z
    .preprocess((value) => (value === '' ? null : value), integerField('Odometer', { min: 0, max: 9_999_999 }).nullable())
    .optional(),
  status: z.enum(truckEditableStatuses, {
    error: 'Status must be available, maintenance or inactive (on trip is set by trips)',
  }),
  notes: notesField,
  papers: truckPapersSchema,
};

export const createTruckSchema = z.object({
  ...truckFields,
  status: truckFields.status.default('available'),
  papers: truckFields.papers.default({}),
});
export type CreateTruckInput = z.input<typeof createTruckSchema>;

/** PUT /trucks/{id}: any of the fields; papers not named keep their details. */
export const updateTruckSchema = z
  .object(truckFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateTruckInput = z.input<typeof updateTruckSchema>;

export const truckSortValues = [
  'registrationNumber',
  '-registrationNumber',
  'nextExpiryOn',
  '-nextExpiryOn',
  'createdAt',
  '-createdAt',
] as const;

export const truckListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    status: enumFilter(truckStatuses, 'Status'),
    truckType: enumFilter(truckTypes, 'Truck type'),
    papers: paperFilter('Papers'),
    sort: sortParam(truckSortValues, 'registrationNumber'),
  })
  .refine(...oneCursorAtMost);
export type TruckListQuery = z.input<typeof truckListQuerySchema>;

/** data of GET /trucks/stats: trucks by status, and trucks with a paper expired or expiring within 30 days. */
export interface TruckStats {
  total: number;
  byStatus: Record<TruckStatus, number>;
  /** Trucks with at least one expired paper. */
  papersExpired: number;
  /** Trucks with a paper expiring within 30 days and none expired. */
  papersExpiring: number;
}

/** A row of GET /trucks/select: what a trip form shows beside the registration number. */
export interface TruckOption extends SelectOption {
  truckType: TruckType;
  status: TruckStatus;
  papersStatus: PaperStatus;
  nextExpiryOn: string | null;
}
