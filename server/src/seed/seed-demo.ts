import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyProfile, quotes, users } from '../db/schema';
import type { PasswordHasher } from '../lib/passwords';
import { DEMO_PASSWORD, demoCompany, demoQuotes, demoUsers } from './demo-data';
import { seedDemoMasters } from './demo-masters';
import { seedDemoShipments } from './demo-shipments';

const DAY = 86_400_000;

export interface SeedResult {
  users: number;
  quotes: number;
  shipments: number;
  /** Billing parties, vehicles, banks, trucks and drivers. */
  masters: number;
  alreadySeeded: boolean;
}

/**
 * Adds demo users, quote requests and company details. Idempotent: when the demo users exist it
 * changes nothing, so running it twice (or on a database with real data) adds no duplicates.
 */
export async function seedDemo(db: Db, passwords: PasswordHasher, now = new Date()): Promise<SeedResult> {
  const emails = demoUsers.map((user) => user.email);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  // Shipments came later than users and quotes: a database seeded before them still gets them.
  // Later additions (shipments, master data) reach a database seeded before them.
  if (existing.length > 0) {
    return {
      users: 0,
      quotes: 0,
      shipments: await seedDemoShipments(db, now),
      masters: await seedDemoMasters(db),
      alreadySeeded: true,
    };
  }

  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        // The demo's addresses are the demo's own: verified, so the customers see their companies' consignments.
        demoUsers.map((user, index) => {
          const createdAt = new Date(now.getTime() - (80 - index * 5) * DAY);
          return { ...user, passwordHash, createdAt, emailVerifiedAt: createdAt };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, role: users.role });
    const customerIds = new Map(created.filter((user) => user.role === 'customer').map((user) => [user.email, user.id]));

    const rows = demoQuotes().map((quote) => {
      const createdAt = new Date(now.getTime() - quote.daysAgo * DAY - ((quote.daysAgo * 37) % 600) * 60_000);
      const statusChangedAt = quote.status === 'new' ? createdAt : new Date(createdAt.getTime() + DAY);
      const { daysAgo: _days, readyInDays, ...fields } = quote;
      return {
        ...fields,
        customerId: customerIds.get(quote.email) ?? null,
        readyDate: new Date(createdAt.getTime() + readyInDays * DAY).toISOString().slice(0, 10),
        createdAt,
        updatedAt: statusChangedAt,
        statusChangedAt: statusChangedAt > now ? now : statusChangedAt,
      };
    });
    await tx.insert(quotes).values(rows);

    await tx.update(companyProfile).set(demoCompany).where(eq(companyProfile.id, 1));
    return { users: created.length, quotes: rows.length };
  });
  return { ...seeded, shipments: await seedDemoShipments(db, now), masters: await seedDemoMasters(db), alreadySeeded: false };
}
