import type { DefaultValues } from 'react-hook-form';
import type { CreateTripInput, createTripSchema, TripChargeInput, TripDetail } from 'shared-api/schemas';
import type { z } from 'zod';
import type { AdminForm } from '../../ui';

export type TripFormInput = z.input<typeof createTripSchema>;
export type TripFormValues = z.output<typeof createTripSchema>;
export type TripFormDefaults = DefaultValues<TripFormInput>;
export type TripAdminForm = AdminForm<typeof createTripSchema>;

/** Integer paise → the rupees a person would type back ('125000.50', '1250'), by digits alone. */
export function rupeesText(paise: number | null): string {
  if (paise === null) return '';
  const digits = String(paise).padStart(3, '0');
  const fraction = digits.slice(-2);
  return fraction === '00' ? digits.slice(0, -2) : `${digits.slice(0, -2)}.${fraction}`;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const NEW_CHARGE: TripChargeInput = { kind: 'detention', side: 'party', effect: 'add', amount: '', note: '' };

/**
 * A new trip: dated today, on an own truck, at a fixed rate. Freight terms and the GST payer are
 * left for the admin to choose, as no guess fits most parties.
 */
export function emptyTrip(today: string): TripFormDefaults {
  return {
    branchId: '',
    tripDate: today,
    lrDate: '',
    billingPartyId: '',
    consignorName: '',
    consignorAddress: '',
    consignorGstin: '',
    consignorPhone: '',
    consigneeName: '',
    consigneeAddress: '',
    consigneeGstin: '',
    consigneePhone: '',
    deliveryAddress: '',
    origin: '',
    destination: '',
    distanceKm: '',
    goodsDescription: '',
    packages: '',
    packing: '',
    actualWeightTonnes: '',
    chargedWeightTonnes: '',
    declaredValue: '',
    invoiceNumber: '',
    invoiceDate: '',
    invoiceValue: '',
    ewayBillNumber: '',
    ewayBillValidUntil: '',
    risk: 'owner',
    rateBasis: 'fixed',
    rate: '',
    partyAdvance: '',
    partyAdvanceMode: 'cash',
    partyAdvanceBankId: '',
    fleet: 'own',
    truckId: '',
    driverId: '',
    startKm: '',
    vehicleId: '',
    marketDriverName: '',
    marketDriverPhone: '',
    hireRateBasis: '',
    hireRate: '',
    hireAdvance: '',
    commission: '',
    charges: [],
    remarks: '',
  };
}

/** A saved trip as the form shows it: amounts back in rupees, blanks as empty text. */
export function tripFormInput(trip: TripDetail): TripFormDefaults {
  return {
    branchId: trip.branchId ?? '',
    tripDate: trip.tripDate,
    lrDate: trip.lrDate,
    billingPartyId: trip.billingParty.id,
    consignorName: trip.consignor.name,
    consignorAddress: text(trip.consignor.address),
    consignorGstin: text(trip.consignor.gstin),
    consignorPhone: text(trip.consignor.phone),
    consigneeName: trip.consignee.name,
    consigneeAddress: text(trip.consignee.address),
    consigneeGstin: text(trip.consignee.gstin),
    consigneePhone: text(trip.consignee.phone),
    deliveryAddress: text(trip.deliveryAddress),
    origin: trip.origin,
    destination: trip.destination,
    distanceKm: text(trip.distanceKm),
    goodsDescription: trip.goodsDescription,
    packages: text(trip.packages),
    packing: text(trip.packing),
    actualWeightTonnes: trip.actualWeightTonnes,
    chargedWeightTonnes: text(trip.chargedWeightTonnes),
    declaredValue: rupeesText(trip.declaredValuePaise),
    invoiceNumber: text(trip.invoiceNumber),
    invoiceDate: text(trip.invoiceDate),
    invoiceValue: rupeesText(trip.invoiceValuePaise),
    ewayBillNumber: text(trip.ewayBillNumber),
    ewayBillValidUntil: text(trip.ewayBillValidUntil),
    freightTerms: trip.freightTerms,
    gstPayer: trip.gstPayer,
    risk: trip.risk,
    rateBasis: trip.rateBasis,
    rate: rupeesText(trip.ratePaise),
    partyAdvance: rupeesText(trip.partyAdvancePaise),
    partyAdvanceMode: trip.partyAdvanceReceipt?.mode ?? 'cash',
    partyAdvanceBankId: trip.partyAdvanceReceipt?.bank?.id ?? '',
    fleet: trip.fleet,
    truckId: trip.truck?.id ?? '',
    driverId: trip.driver?.id ?? '',
    startKm: text(trip.startKm),
    vehicleId: trip.vehicle?.id ?? '',
    marketDriverName: text(trip.marketDriverName),
    marketDriverPhone: text(trip.marketDriverPhone),
    hireRateBasis: trip.hireRateBasis ?? '',
    hireRate: rupeesText(trip.hireRatePaise),
    hireAdvance: rupeesText(trip.hireAdvancePaise),
    commission: rupeesText(trip.commissionPaise),
    charges: trip.charges.map((charge) => ({
      kind: charge.kind,
      side: charge.side,
      effect: charge.effect,
      amount: rupeesText(charge.amountPaise),
      note: text(charge.note),
    })),
    remarks: text(trip.remarks),
  };
}

/**
 * The form's checked values as the API takes them. The schema turns rupees into paise, but the API
 * reads rupees (it runs the same schema), so every amount goes back to rupees text; a hire rate
 * basis the schema cleared to null is left out, as the API takes none rather than null.
 */
export function tripRequest(values: TripFormValues): CreateTripInput {
  const { hireRateBasis, ...rest } = values;
  return {
    ...rest,
    ...(hireRateBasis && { hireRateBasis }),
    rate: rupeesText(values.rate),
    partyAdvance: rupeesText(values.partyAdvance),
    declaredValue: rupeesText(values.declaredValue),
    invoiceValue: rupeesText(values.invoiceValue),
    hireRate: rupeesText(values.hireRate),
    hireAdvance: rupeesText(values.hireAdvance),
    commission: rupeesText(values.commission),
    charges: values.charges.map((charge) => ({ ...charge, amount: rupeesText(charge.amount) })),
  };
}
