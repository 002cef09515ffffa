import { eq, like, or, type Placeholder, type SQL } from 'drizzle-orm';
import { trips } from '../../db/schema';
import { likePattern } from '../../lib/listing';

/**
 * A trip's own reference typed whole: its trip number (T-2627-00042), LR number (LR-2627-00042) or
 * tracking number (GRL100042), in any case, with spaces around.
 */
const TRIP_REFERENCE = /^(?:(?:T|LR)-\d{4}-\d{5,}|GRL\d+)$/;

export function tripReferenceOf(text: string): string | undefined {
  const typed = text.trim().toUpperCase();
  return TRIP_REFERENCE.test(typed) ? typed : undefined;
}

/**
 * The trips whose own text (numbers, consignor, consignee, places, invoice and e-way bill) has `text`
 * in it. A reference typed whole is looked up by its index instead: it shares most of its trigrams
 * with thousands of trips ('lr-', '-26', '262', '627' …), so the trigram index read 320 pages to find
 * one LR number (1.4 ms, and a search reads it twice: its page and its count) where the reference's
 * index reads three. It finds that trip, as a person typing the whole number means; a longer number
 * beginning with it (LR-2627-126880 for LR-2627-12688) or the number inside another trip's invoice
 * number is what a part of the number still finds.
 */
export function tripTextMatch(text: string): SQL {
  const reference = tripReferenceOf(text);
  return reference ? tripReferenceMatch(reference) : like(trips.searchText, likePattern(text.toLowerCase()));
}

/** The trip with this reference (tripReferenceOf): a value, or a placeholder in a prepared statement. */
export const tripReferenceMatch = (reference: string | Placeholder): SQL =>
  or(eq(trips.tripNo, reference), eq(trips.lrNo, reference), eq(trips.trackingNumber, reference))!;
