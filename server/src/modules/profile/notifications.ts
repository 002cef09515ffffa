import { sql, type SQL } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  notificationChannels,
  notificationEvents,
  type NotificationSettings,
  type updateNotificationSettingsSchema,
} from 'shared-api/schemas';
import type { z } from 'zod';
import { companyProfile } from '../../db/schema';
import { definedOnly, hasKeys } from '../../lib/objects';

export type NotificationChanges = z.output<typeof updateNotificationSettingsSchema>;

/**
 * The stored settings over the defaults, value by value: an event added after the row was saved
 * gets its default, and a value that is not a boolean (hand-edited, older format) is ignored.
 */
export function withDefaults(stored: unknown): NotificationSettings {
  const saved = isObject(stored) ? stored : {};
  const settings = {} as NotificationSettings;
  for (const event of notificationEvents) {
    const savedEvent = isObject(saved[event]) ? saved[event] : {};
    const defaults = defaultNotificationSettings[event];
    settings[event] = { ...defaults };
    for (const channel of notificationChannels) {
      const value = savedEvent[channel];
      if (typeof value === 'boolean') settings[event][channel] = value;
    }
  }
  return settings;
}

/** The events and channels a request actually changes (an event given as {} changes nothing). */
export function effectiveChanges(changes: NotificationChanges): [string, Record<string, boolean>][] {
  return Object.entries(changes)
    .map(([event, channels]) => [event, definedOnly(channels ?? {})] as [string, Record<string, boolean>])
    .filter(([, channels]) => hasKeys(channels));
}

/**
 * The new value of the column, computed by the database from the value it holds at that moment:
 * each changed event is the stored event object with the changed channels laid over it. Two
 * requests changing different events or channels therefore never undo each other.
 */
export function mergedNotificationsSql(changes: [string, Record<string, boolean>][]): SQL {
  const column = companyProfile.notifications;
  const pairs = changes.map(([event, channels]) => {
    const stored = sql`${column} -> ${event}::text`;
    const base = sql`case when jsonb_typeof(${stored}) = 'object' then ${stored} else '{}'::jsonb end`;
    return sql`${event}::text, ${base} || ${JSON.stringify(channels)}::jsonb`;
  });
  return sql`(case when jsonb_typeof(${column}) = 'object' then ${column} else '{}'::jsonb end) || jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
