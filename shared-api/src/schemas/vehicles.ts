import { z } from 'zod';
import { boundedText, enumFilter, limitParam, optionalText, pageParam, searchParam, sortParam } from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import {
  openingBalanceField,
  optionalIfscField,
  optionalMobileField,
  optionalPanField,
  registrationNumberField,
  type PanHolderType,
} from './india';
import { activeFilter, notesField, type OpeningBalanceValue, type SelectOption } from './masters';
import { truckTypes, type TruckType } from './trucks';

/*
 * A market (hired) vehicle: a lorry the company hires for a trip, its owner (who is paid the hire,
 * less TDS under section 194C), the broker who arranged it, and the owner's bank account.
 */

export interface Vehicle {
  id: string;
  registrationNumber: string;
  vehicleType: TruckType | null;
  ownerName: string;
  ownerPhone: string | null;
  ownerPan: string | null;
  /** Read from the PAN: decides the TDS rate (1% individual / HUF, 2% others). */
  ownerPanHolder: PanHolderType | null;
  /** The owner declared owning at most 10 goods carriages (with a PAN, TDS is nil). */
  ownerDeclaredSmallFleet: boolean;
  ownerAddress: string | null;
  brokerName: string | null;
  brokerPhone: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankIfsc: string | null;
  bankName: string | null;
  openingBalance: OpeningBalanceValue;
  active: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An optional bank account number: digits only (spaces and hyphens dropped), 9–18 of them; blank is null. */
export const optionalAccountNumberField = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const digits = value.replace(/[\s-]+/g, '');
      return digits === '' ? null : digits;
    },
    z
      .string({ error: 'Account number must be text' })
      .regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits')
      .nullable(),
  )
  .optional();

const vehicleFields = {
  registrationNumber: registrationNumberField,
  vehicleType: z
    .preprocess((value) => (value === '' ? null : value), z.enum(truckTypes, { error: 'Choose a vehicle type' }).nullable())
    .optional(),
  ownerName: boundedText('Owner name', 2, 150),
  ownerPhone: optionalMobileField,
  ownerPan: optionalPanField,
  ownerDeclaredSmallFleet: z.boolean({ error: 'The declaration must be true or false' }),
  ownerAddress: optionalText('Owner address', 500, { multiline: true }),
  brokerName: optionalText('Broker name', 150),
  brokerPhone: optionalMobileField,
  bankAccountName: optionalText('Account holder', 150),
  bankAccountNumber: optionalAccountNumberField,
  bankIfsc: optionalIfscField,
  bankName: optionalText('Bank name', 100),
  openingBalance: openingBalanceField,
  active: z.boolean({ error: 'Active must be true or false' }),
  notes: notesField,
};

interface BankDetails {
  bankAccountNumber?: string | null | undefined;
  bankIfsc?: string | null | undefined;
}

/** An account number and its IFSC go together: one without the other cannot be paid into. */
export function bankDetailErrors(value: BankDetails): Record<string, string> {
  const errors: Record<string, string> = {};
  if (value.bankAccountNumber && !value.bankIfsc) errors.bankIfsc = 'Enter the IFSC of this account';
  if (value.bankIfsc && !value.bankAccountNumber) errors.bankAccountNumber = 'Enter the account number for this IFSC';
  return errors;
}

export const createVehicleSchema = z
  .object({
    ...vehicleFields,
    ownerDeclaredSmallFleet: vehicleFields.ownerDeclaredSmallFleet.default(false),
    openingBalance: vehicleFields.openingBalance.default({ amountPaise: 0, side: 'Cr' }),
    active: vehicleFields.active.default(true),
  })
  .superRefine((value, context) => {
    for (const [path, message] of Object.entries(bankDetailErrors(value))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CreateVehicleInput = z.input<typeof createVehicleSchema>;

/** PUT /vehicles/{id}: any of the fields; the account-and-IFSC rule is checked on the merged record. */
export const updateVehicleSchema = z
  .object(vehicleFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateVehicleInput = z.input<typeof updateVehicleSchema>;

export const vehicleSortValues = [
  'registrationNumber',
  '-registrationNumber',
  'ownerName',
  '-ownerName',
  'createdAt',
  '-createdAt',
] as const;

export const vehicleListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    active: activeFilter,
    vehicleType: enumFilter(truckTypes, 'Vehicle type'),
    sort: sortParam(vehicleSortValues, 'registrationNumber'),
  })
  .refine(...oneCursorAtMost);
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;

/** A row of GET /vehicles/select. */
export interface VehicleOption extends SelectOption {
  ownerName: string;
  ownerPan: string | null;
  vehicleType: TruckType | null;
  active: boolean;
}
