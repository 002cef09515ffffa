import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Files kept with records.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept with records (paper scans now, trip documents later). The bytes live in the database so
 * that every API instance can serve them and a database backup holds them.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid().primaryKey().defaultRandom(),
  fileName: text().notNull(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  sha256: text().notNull(),
  content: bytea().notNull(),
  uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type StoredFileRow = typeof storedFiles.$inferSelect;
