import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export function createNewsletterService(db: Db) {
  return {
    /** Duplicates are accepted quietly, so the answer never reveals who is already subscribed. */
    async subscribe(email: string, sourceIp: string): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, sourceIp })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
