import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import { amountsOfInput, createTripSchema, tripChargeSchema, type TripAmountFields, type TripAmounts } from 'shared-api/schemas';
import type { TripFormInput } from './trip-form-values';

/** What the form's figures come to so far; a part is undefined while something it needs is missing or unreadable. */
export interface LiveAmounts {
  freightPaise?: number;
  /** Null: not a market vehicle, or its hire rate is not given yet. */
  hirePaise?: number | null;
  amounts?: TripAmounts;
}

const fields = createTripSchema.in.shape;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function parsed<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The trip's figures from what is typed so far, with the same function the server uses
 * (amountsOfInput), field by field so that one unfinished field elsewhere in the form does not hide
 * them. Charge rows whose amount is still blank are left out until it is typed.
 */
export function liveAmounts(input: DeepPartialSkipArrayKey<TripFormInput>): LiveAmounts {
  const fleet = parsed(fields.fleet, input.fleet);
  const rateBasis = parsed(fields.rateBasis, input.rateBasis);
  const rate = parsed(fields.rate, input.rate);
  if (!fleet || !rateBasis || rate === undefined) return {};

  // A charged weight, once typed, replaces the actual weight; an unreadable one leaves the weight unknown.
  const weightTonnes = blank(input.chargedWeightTonnes)
    ? parsed(fields.actualWeightTonnes, input.actualWeightTonnes)
    : (parsed(fields.chargedWeightTonnes, input.chargedWeightTonnes) ?? undefined);

  const money = {
    partyAdvance: parsed(fields.partyAdvance, input.partyAdvance),
    hireRate: parsed(fields.hireRate, input.hireRate),
    hireAdvance: parsed(fields.hireAdvance, input.hireAdvance),
    commission: parsed(fields.commission, input.commission),
  };
  const charges = (input.charges ?? [])
    .filter((charge) => !blank(charge.amount))
    .map((charge) => parsed(tripChargeSchema, charge));
  const readable = Object.values(money).every((value) => value !== undefined) && charges.every((charge) => charge !== undefined);

  const values: TripAmountFields = {
    fleet,
    rateBasis,
    rate,
    hireRateBasis: parsed(fields.hireRateBasis, input.hireRateBasis),
    distanceKm: parsed(fields.distanceKm, input.distanceKm) ?? null,
    // amountsOfInput reads the charged weight, else the actual one: both carry the weight decided above.
    chargedWeightTonnes: weightTonnes ?? null,
    actualWeightTonnes: weightTonnes ?? '',
    partyAdvance: money.partyAdvance ?? 0,
    hireRate: money.hireRate ?? null,
    hireAdvance: money.hireAdvance ?? 0,
    commission: money.commission ?? 0,
    charges: charges.filter((charge) => charge !== undefined),
  };
  const result = amountsOfInput(values);
  return readable ? result : { freightPaise: result.freightPaise, hirePaise: result.hirePaise };
}
