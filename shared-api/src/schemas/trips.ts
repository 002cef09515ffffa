import { z } from 'zod';
import {
  blankToUndefined,
  boundedText,
  dateFilter,
  decimalField,
  enumFilter,
  idFilter,
  integerField,
  isoDate,
  limitParam,
  optionalIdField,
  optionalText,
  pageParam,
  searchParam,
  sortParam,
} from './fields';
import { cursorParams, oneCursorAtMost } from './cursor';
import { MAX_PAISE, formatPaise, optionalGstinNumberField, optionalMobileField, rupeesField } from './india';
import { paymentModes, type PaymentMode } from './expenses';
import { optionalDate } from './masters';
import { financialYearOf } from './sessions';
import type { ShipmentStatus } from './shipments';

/*
 * A trip: one movement of goods for a billing party, on an own truck with a driver or on a hired
 * market vehicle, with its lorry receipt (LR). The server computes every amount from what the form
 * sends, with the functions below, which the form also uses to show the figures as they are typed.
 */

export const tripStatuses = ['planned', 'in_transit', 'delivered', 'pod_received', 'billed', 'settled', 'cancelled'] as const;
export type TripStatus = (typeof tripStatuses)[number];

export const tripStatusLabels: Record<TripStatus, string> = {
  planned: 'Planned',
  in_transit: 'In transit',
  delivered: 'Delivered',
  pod_received: 'POD received',
  billed: 'Billed',
  settled: 'Settled',
  cancelled: 'Cancelled',
};

/** Billed and settled trips carry money that a bill or a settlement already used: their amounts are locked. */
export const MONEY_LOCKED_STATUSES: readonly TripStatus[] = ['billed', 'settled'];

/** Statuses a trip can be cancelled from (before delivery). */
export const CANCELLABLE_STATUSES: readonly TripStatus[] = ['planned', 'in_transit'];

export const fleetKinds = ['own', 'market'] as const;
export type FleetKind = (typeof fleetKinds)[number];
export const fleetKindLabels: Record<FleetKind, string> = { own: 'Own truck', market: 'Market vehicle' };

export const freightTerms = ['paid', 'to_pay', 'tbb'] as const;
export type FreightTerms = (typeof freightTerms)[number];
export const freightTermsLabels: Record<FreightTerms, string> = { paid: 'Paid', to_pay: 'To-Pay', tbb: 'TBB (to be billed)' };

export const gstPayers = ['consignor', 'consignee', 'transporter'] as const;
export type GstPayer = (typeof gstPayers)[number];
export const gstPayerLabels: Record<GstPayer, string> = {
  consignor: 'Consignor',
  consignee: 'Consignee',
  transporter: 'Transporter',
};

export const riskTypes = ['owner', 'carrier'] as const;
export type RiskType = (typeof riskTypes)[number];
export const riskTypeLabels: Record<RiskType, string> = { owner: "Owner's risk", carrier: "Carrier's risk" };

export const rateBases = ['fixed', 'per_tonne', 'per_km'] as const;
export type RateBasis = (typeof rateBases)[number];
export const rateBasisLabels: Record<RateBasis, string> = { fixed: 'Fixed', per_tonne: 'Per tonne', per_km: 'Per km' };

export const tripChargeKinds = ['detention', 'halting', 'loading', 'unloading', 'shortage', 'damage', 'other'] as const;
export type TripChargeKind = (typeof tripChargeKinds)[number];
export const tripChargeKindLabels: Record<TripChargeKind, string> = {
  detention: 'Detention',
  halting: 'Halting',
  loading: 'Loading',
  unloading: 'Unloading',
  shortage: 'Shortage',
  damage: 'Damage',
  other: 'Other',
};

/** Whose account a charge is on: the billing party's bill, or the market vehicle owner's hire. */
export const chargeSides = ['party', 'vehicle'] as const;
export type ChargeSide = (typeof chargeSides)[number];
export const chargeSideLabels: Record<ChargeSide, string> = { party: 'Party side', vehicle: 'Vehicle side' };

export const chargeEffects = ['add', 'deduct'] as const;
export type ChargeEffect = (typeof chargeEffects)[number];
export const chargeEffectLabels: Record<ChargeEffect, string> = { add: 'Adds', deduct: 'Deducts' };

/** At most this many extra charges on one trip. */
export const MAX_TRIP_CHARGES = 20;

/* ------------------------------------------------------------------------------------------------
 * Numbers: a trip no. and an LR no. per session, without gaps
 * ---------------------------------------------------------------------------------------------- */

/**
 * 'T' and 2025-26 and 42 → 'T-2526-00042': short, unique across sessions, and sorted as text within one
 * (also the money documents' series: 'E', 'TR', 'DA'). A branch's trips carry its code: 'T-PUN-2526-00042'.
 */
export function formatTripSeriesNumber(prefix: string, sessionName: string, number: number, branchCode?: string | null): string {
  const years = sessionName.replace(/^\d{2}(\d{2})-(\d{2})$/, '$1$2');
  return `${prefix}-${branchCode ? `${branchCode}-` : ''}${years}-${String(number).padStart(5, '0')}`;
}

/* ------------------------------------------------------------------------------------------------
 * Amounts, exact in paise
 * ---------------------------------------------------------------------------------------------- */

/** '12.345' tonnes → 12345 kilograms, read as text so no binary fraction is involved. */
function kilogramsOf(tonnes: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(tonnes.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

export interface RateQuantities {
  /** Charged weight in tonnes as exact decimal text. */
  weightTonnes: string | null | undefined;
  distanceKm: number | null | undefined;
}

/**
 * The amount a rate comes to: fixed as it is, per tonne on the charged weight, per km on the
 * distance; rounded half up to whole paise. Undefined while the quantity it needs is missing.
 */
export function amountForRate(
  basis: RateBasis,
  ratePaise: number,
  { weightTonnes, distanceKm }: RateQuantities,
): number | undefined {
  if (basis === 'fixed') return ratePaise;
  if (basis === 'per_km') return distanceKm ? ratePaise * distanceKm : undefined;
  const kilograms = weightTonnes ? kilogramsOf(weightTonnes) : undefined;
  if (kilograms === undefined) return undefined;
  // Paise per tonne × kilograms / 1000, in integers large enough for any amount a form takes.
  return Number((BigInt(ratePaise) * kilograms + 500n) / 1000n);
}

export interface TripCharge {
  kind: TripChargeKind;
  side: ChargeSide;
  effect: ChargeEffect;
  amountPaise: number;
  note: string | null;
}

export interface TripAmountsInput {
  fleet: FleetKind;
  freightPaise: number;
  partyAdvancePaise: number;
  charges: readonly Pick<TripCharge, 'side' | 'effect' | 'amountPaise'>[];
  hirePaise: number | null;
  hireAdvancePaise: number;
  commissionPaise: number;
}

/** What a trip comes to, on each side. */
export interface TripAmounts {
  /** Party-side charges, additions less deductions. */
  partyChargesPaise: number;
  /** Freight and the party-side charges: what the party is billed for this trip. */
  partyTotalPaise: number;
  /** The party total less the advance the party paid at loading. */
  partyBalancePaise: number;
  /** Vehicle-side charges, additions less deductions (market vehicles only). */
  vehicleChargesPaise: number;
  /** Hire and vehicle-side charges, less the advance and the commission: still owed to the owner (market only). */
  ownerPayablePaise: number;
  /**
   * Party total less what the vehicle costs: for a market vehicle, hire and its charges less the
   * commission kept; for an own truck the trip's expenses, which the money work records (none yet).
   */
  estimatedProfitPaise: number;
}

const netOf = (charges: TripAmountsInput['charges'], side: ChargeSide) =>
  charges
    .filter((charge) => charge.side === side)
    .reduce((sum, charge) => sum + (charge.effect === 'add' ? charge.amountPaise : -charge.amountPaise), 0);

export function tripAmounts(input: TripAmountsInput): TripAmounts {
  const partyChargesPaise = netOf(input.charges, 'party');
  const partyTotalPaise = input.freightPaise + partyChargesPaise;
  if (input.fleet === 'own') {
    return {
      partyChargesPaise,
      partyTotalPaise,
      partyBalancePaise: partyTotalPaise - input.partyAdvancePaise,
      vehicleChargesPaise: 0,
      ownerPayablePaise: 0,
      estimatedProfitPaise: partyTotalPaise,
    };
  }
  const vehicleChargesPaise = netOf(input.charges, 'vehicle');
  const vehicleTotal = (input.hirePaise ?? 0) + vehicleChargesPaise;
  return {
    partyChargesPaise,
    partyTotalPaise,
    partyBalancePaise: partyTotalPaise - input.partyAdvancePaise,
    vehicleChargesPaise,
    ownerPayablePaise: vehicleTotal - input.hireAdvancePaise - input.commissionPaise,
    estimatedProfitPaise: partyTotalPaise - (vehicleTotal - input.commissionPaise),
  };
}

/* ------------------------------------------------------------------------------------------------
 * The trip form (POST /trips, and PUT /trips/{id}, which sends the whole trip again)
 * ---------------------------------------------------------------------------------------------- */

/** An amount that may be left blank (stored as null). */
const optionalRupees = (label: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), rupeesField(label).nullable());

/** An amount that is 0 when left blank. */
const rupeesOrZero = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    rupeesField(label, { allowZero: true }),
  );

const optionalInteger = (label: string, min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), integerField(label, { min, max }).nullable());

const optionalTonnes = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    decimalField(label, { scale: 3, max: 1000 }).nullable(),
  );

export const EWAY_BILL_PATTERN = /^\d{12}$/;

export const tripChargeSchema = z.object({
  kind: z.enum(tripChargeKinds, { error: 'Choose what the charge is for' }),
  side: z.enum(chargeSides, { error: 'Choose the party side or the vehicle side' }),
  effect: z.enum(chargeEffects, { error: 'Choose whether it adds or deducts' }),
  amount: rupeesField('Amount'),
  note: optionalText('Note', 200),
});
export type TripChargeInput = z.input<typeof tripChargeSchema>;

const tripFields = z.object({
  /**
   * The branch booking it, chosen by staff of every branch (staff of one branch book in theirs). Its
   * series numbers the trip, so a trip stays in the branch that booked it: an edit leaves it as it is.
   */
  branchId: optionalIdField('branch'),
  tripDate: isoDate('Trip date'),
  lrDate: optionalDate('LR date'),
  billingPartyId: z.uuid({ error: 'Choose the billing party' }),
  consignorName: boundedText('Consignor name', 2, 120),
  consignorAddress: optionalText('Consignor address', 300, { multiline: true }),
  consignorGstin: optionalGstinNumberField,
  consignorPhone: optionalMobileField,
  consigneeName: boundedText('Consignee name', 2, 120),
  consigneeAddress: optionalText('Consignee address', 300, { multiline: true }),
  consigneeGstin: optionalGstinNumberField,
  consigneePhone: optionalMobileField,
  deliveryAddress: optionalText('Delivery address', 300, { multiline: true }),
  origin: boundedText('Origin', 2, 80),
  destination: boundedText('Destination', 2, 80),
  distanceKm: optionalInteger('Distance', 1, 10_000),
  goodsDescription: boundedText('Goods description', 2, 200),
  packages: optionalInteger('Packages', 1, 1_000_000),
  packing: optionalText('Packing', 60),
  actualWeightTonnes: decimalField('Actual weight', { scale: 3, max: 1000 }),
  chargedWeightTonnes: optionalTonnes('Charged weight'),
  declaredValue: optionalRupees('Declared value'),
  invoiceNumber: optionalText('Invoice number', 40),
  invoiceDate: optionalDate('Invoice date'),
  invoiceValue: optionalRupees('Invoice value'),
  ewayBillNumber: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
      z.union([z.literal(''), z.null(), z.string().regex(EWAY_BILL_PATTERN, 'An e-way bill number has 12 digits')]),
    )
    .transform((value) => (value ? value : null))
    .optional(),
  ewayBillValidUntil: optionalDate('E-way bill valid until'),
  freightTerms: z.enum(freightTerms, { error: 'Choose Paid, To-Pay or TBB' }),
  gstPayer: z.enum(gstPayers, { error: 'Choose who pays GST' }),
  risk: z.enum(riskTypes, { error: "Choose owner's or carrier's risk" }).default('owner'),
  rateBasis: z.enum(rateBases, { error: 'Choose the rate basis' }),
  rate: rupeesField('Rate'),
  partyAdvance: rupeesOrZero('Party advance'),
  /** How the party's advance came in: it is recorded as the party's receipt, in cash or into this account. */
  partyAdvanceMode: z.enum(paymentModes, { error: 'Choose how the advance was received' }).default('cash'),
  partyAdvanceBankId: optionalIdField('account'),
  fleet: z.enum(fleetKinds, { error: 'Choose an own truck or a market vehicle' }),
  truckId: optionalIdField('truck'),
  driverId: optionalIdField('driver'),
  startKm: optionalInteger('Start km', 0, 9_999_999),
  vehicleId: optionalIdField('market vehicle'),
  marketDriverName: optionalText('Driver name', 100),
  marketDriverPhone: optionalMobileField,
  hireRateBasis: z.preprocess(blankToUndefined, z.enum(rateBases, { error: 'Choose the hire rate basis' }).optional()),
  hireRate: optionalRupees('Hire rate'),
  hireAdvance: rupeesOrZero('Hire advance'),
  commission: rupeesOrZero('Commission'),
  charges: z
    .array(tripChargeSchema, { error: 'Charges must be a list' })
    .max(MAX_TRIP_CHARGES, `At most ${MAX_TRIP_CHARGES} charges`)
    .default([]),
  remarks: optionalText('Remarks', 500, { multiline: true }),
});

type TripFields = z.output<typeof tripFields>;

/** The form's values that decide its amounts. */
export type TripAmountFields = Pick<
  TripFields,
  | 'fleet'
  | 'rateBasis'
  | 'rate'
  | 'distanceKm'
  | 'actualWeightTonnes'
  | 'chargedWeightTonnes'
  | 'partyAdvance'
  | 'hireRate'
  | 'hireAdvance'
  | 'commission'
  | 'charges'
> & { hireRateBasis?: RateBasis | null | undefined };

/** The figures a form's values come to; undefined parts while a quantity they need is missing. */
export function amountsOfInput(values: TripAmountFields): {
  freightPaise?: number;
  hirePaise?: number | null;
  amounts?: TripAmounts;
} {
  const quantities = { weightTonnes: values.chargedWeightTonnes ?? values.actualWeightTonnes, distanceKm: values.distanceKm };
  const freightPaise = amountForRate(values.rateBasis, values.rate, quantities);
  const hirePaise =
    values.fleet === 'market' && values.hireRateBasis && values.hireRate !== null
      ? amountForRate(values.hireRateBasis, values.hireRate, quantities)
      : null;
  if (freightPaise === undefined || hirePaise === undefined) return { freightPaise, hirePaise };
  const amounts = tripAmounts({
    fleet: values.fleet,
    freightPaise,
    partyAdvancePaise: values.partyAdvance,
    charges: values.charges.map((charge) => ({ side: charge.side, effect: charge.effect, amountPaise: charge.amount })),
    hirePaise,
    hireAdvancePaise: values.hireAdvance,
    commissionPaise: values.commission,
  });
  return { freightPaise, hirePaise, amounts };
}

/** Rules across fields, each error on the field a person would change. */
function checkTrip(values: TripFields, context: z.RefinementCtx) {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  if (values.lrDate && financialYearOf(values.lrDate) !== financialYearOf(values.tripDate)) {
    problem(['lrDate'], 'The LR date must fall in the same session (financial year) as the trip date');
  }
  if (values.fleet === 'own') {
    if (!values.truckId) problem(['truckId'], 'Choose the truck');
    if (!values.driverId) problem(['driverId'], 'Choose the driver');
    values.charges.forEach((charge, index) => {
      if (charge.side === 'vehicle')
        problem(['charges', index, 'side'], 'Vehicle-side charges are for market vehicles: choose the party side');
    });
  } else {
    if (!values.vehicleId) problem(['vehicleId'], 'Choose the market vehicle');
    if (!values.hireRateBasis) problem(['hireRateBasis'], 'Choose the hire rate basis');
    if (values.hireRate === null) problem(['hireRate'], 'Hire rate is required for a market vehicle');
  }
  const perKm = values.rateBasis === 'per_km' || (values.fleet === 'market' && values.hireRateBasis === 'per_km');
  if (perKm && !values.distanceKm) problem(['distanceKm'], 'Distance is required for a rate per km');
  const { freightPaise, hirePaise, amounts } = amountsOfInput(values);
  const tooLarge = `must come to at most ${formatPaise(MAX_PAISE)}`;
  if (freightPaise !== undefined && freightPaise > MAX_PAISE) problem(['rate'], `Freight ${tooLarge}`);
  if (hirePaise && hirePaise > MAX_PAISE) problem(['hireRate'], `Hire ${tooLarge}`);
  if (!amounts) return;
  if (amounts.partyTotalPaise < 0) problem(['charges'], 'The party-side deductions come to more than the freight');
  else if (values.partyAdvance > amounts.partyTotalPaise) {
    problem(['partyAdvance'], `The party advance cannot be more than the party total (${formatPaise(amounts.partyTotalPaise)})`);
  }
  if (values.partyAdvance > 0) {
    if (values.partyAdvanceMode === 'credit') problem(['partyAdvanceMode'], 'An advance is money received now, not credit');
    else if (values.partyAdvanceMode !== 'cash' && !values.partyAdvanceBankId) {
      problem(['partyAdvanceBankId'], 'Choose the bank account the advance came into');
    }
  }
  if (values.fleet === 'market' && hirePaise !== null && hirePaise !== undefined) {
    const vehicleTotal = hirePaise + amounts.vehicleChargesPaise;
    if (vehicleTotal < 0) problem(['charges'], 'The vehicle-side deductions come to more than the hire');
    else if (values.hireAdvance + values.commission > vehicleTotal) {
      problem(
        ['hireAdvance'],
        `The advance and the commission cannot be more than the hire and its charges (${formatPaise(vehicleTotal)})`,
      );
    }
  }
}

/** Clears the other fleet's fields, so a trip never keeps a truck and a market vehicle at once. */
function forFleet(fields: TripFields) {
  // Without an advance there is no receipt, so nothing of how it came in is kept.
  const values = fields.partyAdvance > 0 ? fields : { ...fields, partyAdvanceMode: 'cash' as const, partyAdvanceBankId: null };
  if (values.fleet === 'own') {
    return {
      ...values,
      vehicleId: null,
      marketDriverName: null,
      marketDriverPhone: null,
      hireRateBasis: null,
      hireRate: null,
      hireAdvance: 0,
      commission: 0,
    };
  }
  return { ...values, truckId: null, driverId: null, startKm: null, hireRateBasis: values.hireRateBasis ?? null };
}

export const createTripSchema = tripFields.superRefine(checkTrip).transform(forFleet);
export type CreateTripInput = z.input<typeof createTripSchema>;
export type TripValues = z.output<typeof createTripSchema>;

/** PUT /trips/{id}: the whole trip, as the edit form sends it. */
export const updateTripSchema = createTripSchema;
export type UpdateTripInput = CreateTripInput;

/* ------------------------------------------------------------------------------------------------
 * Status changes and tracking events
 * ---------------------------------------------------------------------------------------------- */

const timeField = (label: string) =>
  z
    .string({ error: `${label} must be a time like 14:30` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 14:30`);

/** When and where a status change happened; blank: now, at the trip's origin or destination. */
const happenedFields = {
  date: optionalDate('Date'),
  time: z.preprocess((value) => (value === '' ? null : value), timeField('Time').nullable()).optional(),
  location: optionalText('Location', 120),
};

/** POST /trips/{id}/start */
export const startTripSchema = z.object({
  ...happenedFields,
  startKm: optionalInteger('Start km', 0, 9_999_999).optional(),
});
export type StartTripInput = z.input<typeof startTripSchema>;

/** POST /trips/{id}/deliver: an own truck's end km is required (checked against its start km on the server). */
export const deliverTripSchema = z.object({
  ...happenedFields,
  endKm: optionalInteger('End km', 0, 9_999_999).optional(),
});
export type DeliverTripInput = z.input<typeof deliverTripSchema>;

/** POST /trips/{id}/cancel */
export const cancelTripSchema = z.object({
  reason: boundedText('Reason', 3, 300, { multiline: true }),
});
export type CancelTripInput = z.input<typeof cancelTripSchema>;

/** What staff record on the way; picked up, delivered and cancelled come from the trip's own status changes. */
export const staffTrackingStatuses = [
  'in_transit',
  'out_for_delivery',
  'delayed',
  'delivery_failed',
] as const satisfies readonly ShipmentStatus[];

/** POST /trips/{id}/events */
export const tripEventSchema = z.object({
  date: isoDate('Date'),
  time: timeField('Time'),
  location: boundedText('Location', 2, 120),
  status: z.enum(staffTrackingStatuses, {
    error: 'Choose a status: in transit, out for delivery, delayed or delivery attempted',
  }),
  description: boundedText('Description', 2, 300, { multiline: true }),
});
export type TripEventInput = z.input<typeof tripEventSchema>;

/* ------------------------------------------------------------------------------------------------
 * What the API answers
 * ---------------------------------------------------------------------------------------------- */

export interface TripParty {
  name: string;
  address: string | null;
  gstin: string | null;
  phone: string | null;
}

export interface TripEvent {
  id: string;
  date: string;
  time: string;
  status: ShipmentStatus;
  statusLabel: string;
  location: string;
  description: string;
}

export interface Trip {
  id: string;
  sessionId: string;
  sessionName: string;
  tripNumber: number;
  lrNumber: number;
  /** 'T-2526-00042' */
  tripNo: string;
  /** 'LR-2526-00042' */
  lrNo: string;
  trackingNumber: string;
  /** The branch that booked it (its series numbered it); null: booked outside any branch. */
  branchId: string | null;
  tripDate: string;
  lrDate: string;
  status: TripStatus;
  billingParty: { id: string; name: string; gstin: string | null; email: string | null };
  consignor: TripParty;
  consignee: TripParty;
  deliveryAddress: string | null;
  origin: string;
  destination: string;
  distanceKm: number | null;
  goodsDescription: string;
  packages: number | null;
  packing: string | null;
  actualWeightTonnes: string;
  chargedWeightTonnes: string | null;
  declaredValuePaise: number | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  invoiceValuePaise: number | null;
  ewayBillNumber: string | null;
  ewayBillValidUntil: string | null;
  freightTerms: FreightTerms;
  gstPayer: GstPayer;
  risk: RiskType;
  rateBasis: RateBasis;
  ratePaise: number;
  freightPaise: number;
  partyAdvancePaise: number;
  fleet: FleetKind;
  truck: { id: string; registrationNumber: string; truckType: string } | null;
  driver: { id: string; name: string; phone: string } | null;
  vehicle: { id: string; registrationNumber: string; ownerName: string; vehicleType: string | null } | null;
  marketDriverName: string | null;
  marketDriverPhone: string | null;
  hireRateBasis: RateBasis | null;
  hireRatePaise: number | null;
  hirePaise: number | null;
  hireAdvancePaise: number;
  commissionPaise: number;
  startKm: number | null;
  endKm: number | null;
  charges: TripCharge[];
  amounts: TripAmounts;
  remarks: string | null;
  cancelReason: string | null;
  startedAt: string | null;
  deliveredAt: string | null;
  podReceivedAt: string | null;
  cancelledAt: string | null;
  /** How many documents are filed with it. */
  documentCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /trips: a trip as a list shows it (its numbers, date, party, route, truck or vehicle, driver,
 * status and freight). The consignment, charges, money and documents are GET /trips/{id}'s: a page
 * of whole trips was nearly three times the bytes, which every list page and trip typeahead paid for.
 */
export type TripListItem = Pick<
  Trip,
  | 'id'
  | 'sessionId'
  | 'sessionName'
  | 'tripNumber'
  | 'lrNumber'
  | 'tripNo'
  | 'lrNo'
  | 'trackingNumber'
  | 'tripDate'
  | 'status'
  | 'origin'
  | 'destination'
  | 'fleet'
  | 'marketDriverName'
  | 'freightPaise'
  | 'createdAt'
  | 'updatedAt'
> & {
  billingParty: Pick<Trip['billingParty'], 'id' | 'name'>;
  truck: Pick<NonNullable<Trip['truck']>, 'id' | 'registrationNumber'> | null;
  driver: Pick<NonNullable<Trip['driver']>, 'id' | 'name'> | null;
  vehicle: Pick<NonNullable<Trip['vehicle']>, 'id' | 'registrationNumber' | 'ownerName'> | null;
};

/** GET /trips/{id}: the trip with its tracking timeline (oldest first). Documents: GET /documents/trip/{id}. */
export interface TripDetail extends Trip {
  events: TripEvent[];
  /** The receipt that records the party's advance (posted with the trip); null without an advance. */
  partyAdvanceReceipt: { id: string; reference: string; mode: PaymentMode; bank: { id: string; name: string } | null } | null;
}

/** Trips list rows are whole trips; the list adds totals of everything its filters match. */
export interface TripTotals {
  trips: number;
  freightPaise: number;
  partyTotalPaise: number;
  ownerPayablePaise: number;
  estimatedProfitPaise: number;
}

export const tripSortValues = [
  '-tripDate',
  'tripDate',
  '-tripNumber',
  'tripNumber',
  '-freight',
  'freight',
  '-createdAt',
  'createdAt',
] as const;

const placeFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(80, `${label} must be at most 80 characters`)
      .optional(),
  );

/** The filters GET /trips takes besides the search, in the order the trips screen lists them. */
export const tripListFilters = [
  'sessionId',
  'status',
  'from',
  'to',
  'billingPartyId',
  'truckId',
  'driverId',
  'vehicleId',
  'origin',
  'destination',
  'branchId',
] as const;
export type TripListFilter = (typeof tripListFilters)[number];

export const tripListQuerySchema = z
  .object({
    page: pageParam,
    limit: limitParam,
    ...cursorParams,
    search: searchParam,
    sessionId: idFilter('Session'),
    status: enumFilter(tripStatuses, 'Status'),
    from: dateFilter('From date'),
    to: dateFilter('To date'),
    billingPartyId: idFilter('Billing party'),
    truckId: idFilter('Truck'),
    driverId: idFilter('Driver'),
    vehicleId: idFilter('Vehicle'),
    origin: placeFilter('Origin'),
    destination: placeFilter('Destination'),
    branchId: idFilter('Branch'),
    sort: sortParam(tripSortValues, '-tripDate'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'To date must be on or after the from date',
  })
  .refine(...oneCursorAtMost);
export type TripListQuery = z.input<typeof tripListQuerySchema>;

export const tripStatsQuerySchema = z
  .object({
    sessionId: idFilter('Session'),
    from: dateFilter('From date'),
    to: dateFilter('To date'),
    branchId: idFilter('Branch'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'To date must be on or after the from date',
  });
export type TripStatsQuery = z.input<typeof tripStatsQuerySchema>;

/** data of GET /trips/stats, over the trips of the session and dates asked for. */
export interface TripStats {
  total: number;
  byStatus: Record<TripStatus, number>;
  /** Freight of the trips that were not cancelled. */
  freightPaise: number;
  /** Trips per week (Monday first), oldest first, the last 12 weeks of the period. */
  perWeek: { weekStart: string; trips: number; freightPaise: number }[];
  /** The five routes with the most trips. */
  busiestRoutes: { origin: string; destination: string; trips: number; freightPaise: number }[];
  /** Right now, whatever the period. */
  inTransitNow: number;
  deliveredAwaitingPod: number;
}

/** One line of a trip's history (GET /trips/{id}/history): who did what, when, and which fields changed. */
export interface TripHistoryEntry {
  id: string;
  /** 'trip.create', 'trip.update', 'trip.start', 'trip.deliver', 'trip.cancel', 'trip.event', 'trip.pod', 'trip.document_add', … */
  action: string;
  /** 'Created', 'Changed', 'Started', … */
  actionLabel: string;
  actorEmail: string | null;
  at: string;
  /** Top-level fields whose value changed, as the API shows them; empty for a create or a document. */
  changes: { field: string; before: unknown; after: unknown }[];
  /** A line about the entry when fields do not say it (the document's name, the event's place). */
  detail: string | null;
}
