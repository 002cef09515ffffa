import { eq, inArray, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingParties, trips } from '../../db/schema';
import { normaliseTrackingNumber } from 'shared-api/schemas';
import { likePattern } from '../../lib/listing';
import { literalNumber } from '../../lib/sql-literal';

/**
 * A trip's own reference typed whole: its trip number (T-2627-00042), LR number (LR-2627-00042) or
 * tracking number (GR7K3M9QXD-4, or an older GRL100042), in any case, with spaces around.
 */
const TRIP_REFERENCE = /^(?:(?:T|LR)-\d{4}-\d{5,}|GRL\d+|GR[0-9A-HJKMNP-TV-Z]{8}-[0-9A-HJKMNP-TV-Z])$/;

export function tripReferenceOf(text: string): string | undefined {
  const typed = normaliseTrackingNumber(text);
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

/** Parties a search may name: enough for any person's search, few enough for one index lookup each. */
const SEARCH_PARTIES = 50;

/** The parties whose name, GSTIN or phone has `text` in it, one more than a search may name. */
export const partiesNamedBy = (reader: Pick<Db, 'select'>, text: string) =>
  reader
    .select({ id: billingParties.id })
    .from(billingParties)
    .where(like(billingParties.searchText, likePattern(text.toLowerCase())))
    .limit(SEARCH_PARTIES + 1);

/**
 * A search typed by a person: any of the trip's numbers (trip, LR, tracking, invoice, e-way bill), its
 * consignor, consignee or places (tripTextMatch), or its billing party's name, GSTIN or phone. The
 * matching parties are looked up first: inside the trips statement their number is unknown to the
 * planner, which then walked the date index and filtered all 100,000 trips to find one LR number (92 ms
 * against 3 ms). A word in the names of more than SEARCH_PARTIES parties is too common to pick trips by
 * their party (and finding which parties, in a fixed order, read all 4,900 "chauhan" of 100,000: 2–5 ms
 * a call): the trips' own text decides, as it does for a trip's reference typed whole.
 */
export async function tripSearchFilter(reader: Pick<Db, 'select'>, text: string): Promise<SQL> {
  const ownText = tripTextMatch(text);
  if (tripReferenceOf(text)) return ownText;
  const parties = await partiesNamedBy(reader, text);
  return parties.length === 0 || parties.length > SEARCH_PARTIES
    ? ownText
    : or(
        ownText,
        inArray(
          trips.billingPartyId,
          parties.map((party) => party.id),
        ),
      )!;
}

/**
 * What tripSearchFilter finds, as one condition on a bound pattern (likePattern's) for a statement
 * prepared once, which walks the date index (list-page.ts): the parties are found by reading the
 * parties' table in its own order, which for a common word stops after a few hundred (0.1 ms for
 * "chauhan", where its trigram index gathered all 4,900 first: 1.2 ms). Under the "C" collation
 * neither the trips' nor the parties' trigram index serves the pattern (see lib/common-search.ts).
 */
export function tripWalkingMatch(pattern: string | Placeholder): SQL {
  const matches = (column: typeof trips.searchText | typeof billingParties.searchText) =>
    sql`(${column} collate "C") like (select lower(${pattern}))`;
  const named = sql`(select case when count(*) <= ${literalNumber(SEARCH_PARTIES)} then array_agg(named.id) end from (select ${billingParties.id} from ${billingParties} where ${matches(billingParties.searchText)} limit ${literalNumber(SEARCH_PARTIES + 1)}) as named)`;
  return sql`(${matches(trips.searchText)} or ${trips.billingPartyId} = any(${named}::uuid[]))`;
}
