import type { newsletterListQuerySchema, NewsletterSubscription } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { newsletterSubscriptions, type NewsletterRow } from '../../db/schema';
import { sortBy, sortKeys } from '../../lib/keyset';
import { searchInSortIndex, searchTextFilter, selectPage, type Listed } from '../../lib/listing';

export type ListSubscriptionsParams = z.output<typeof newsletterListQuerySchema>;

const toSubscription = (row: NewsletterRow): NewsletterSubscription => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

const sortColumns = { createdAt: newsletterSubscriptions.createdAt, email: newsletterSubscriptions.email } as const;

export function createNewsletterService(db: Db) {
  return {
    /** Duplicates are accepted quietly, so the answer never reveals who is already subscribed. */
    async subscribe(email: string, sourceIp: string): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, sourceIp })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    },

    async list(params: ListSubscriptionsParams): Promise<Listed<NewsletterSubscription>> {
      // A trigram index on email serves the search; the date's index holds the addresses (migration 0033).
      const where = searchTextFilter(newsletterSubscriptions.email, params.search);
      // Addresses are unique, so sorting by one needs no tie-breaker; the date's is id, in the same direction.
      const ties = sortBy(params.sort, sortColumns).column === newsletterSubscriptions.email ? [] : [newsletterSubscriptions.id];
      const { rows, ...page } = await selectPage(
        db,
        newsletterSubscriptions,
        where,
        sortKeys(params.sort, sortColumns, ties),
        params,
        { searchIn: searchInSortIndex(newsletterSubscriptions.email, params.sort, 'createdAt', []) },
      );
      return { items: rows.map(toSubscription), ...page };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
