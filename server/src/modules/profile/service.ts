import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CompanyProfileDetails, NotificationSettings, updateCompanyProfileSchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companyProfile, type CompanyProfileRow } from '../../db/schema';
import { recordAudit, type Actor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { definedOnly, hasKeys } from '../../lib/objects';
import { logoUrlFor, saveLogoFile, type LogoExtension } from '../company/logo-store';
import { deleteFile } from '../files/stored-files';
import { PROFILE_NOT_SET_UP, toProfileDetails } from '../company/service';
import { effectiveChanges, mergedNotificationsSql, withDefaults, type NotificationChanges } from './notifications';

export type ProfileChanges = z.output<typeof updateCompanyProfileSchema>;

type Executor = Pick<Db, 'select'>;
const thisCompany = eq(companyProfile.id, 1);

/** Reads the single row and locks it until the transaction ends, so `before` in the audit is exact. */
async function lockProfile(tx: Executor): Promise<CompanyProfileRow> {
  const [row] = await tx.select().from(companyProfile).where(thisCompany).for('update');
  if (!row) throw notFound(PROFILE_NOT_SET_UP);
  return row;
}

/**
 * The back office's Profile/Settings screen. Every write is one UPDATE whose new values the
 * database computes from the row as it is then (jsonb `||`), never a read-modify-write in
 * JavaScript, so concurrent saves of different fields all survive on PostgreSQL.
 */
export function createProfileService(db: Db) {
  async function readRow(): Promise<CompanyProfileRow> {
    const [row] = await db.select().from(companyProfile).where(thisCompany).limit(1);
    if (!row) throw notFound(PROFILE_NOT_SET_UP);
    return row;
  }

  /**
   * One audited change: locks the row (so the audit's `before` is exact), applies `values`, and
   * records `action` with the row before and after as `show` presents it, in one transaction.
   */
  function auditedUpdate<T>(
    actor: Actor,
    action: string,
    values: PgUpdateSetSource<typeof companyProfile>,
    show: (row: CompanyProfileRow) => T,
  ): Promise<{ before: CompanyProfileRow; after: T }> {
    return db.transaction(async (tx) => {
      const before = await lockProfile(tx);
      const [row] = await tx.update(companyProfile).set(values).where(thisCompany).returning();
      const after = show(row!);
      await recordAudit(tx, actor, { action, entity: 'company_profile', entityId: '1', before: show(before), after });
      return { before, after };
    });
  }

  return {
    async get(): Promise<CompanyProfileDetails> {
      return toProfileDetails(await readRow());
    },

    async update(actor: Actor, changes: ProfileChanges): Promise<CompanyProfileDetails> {
      const scalars = definedOnly({
        name: changes.name,
        email: changes.email,
        phone: changes.phone,
        address: changes.address,
        gstin: changes.gstin,
      });
      const socials = definedOnly(changes.socials ?? {});
      if (!hasKeys(scalars) && !hasKeys(socials)) return toProfileDetails(await readRow());

      const values = {
        ...scalars,
        ...(hasKeys(socials) && { socials: sql`${companyProfile.socials} || ${JSON.stringify(socials)}::jsonb` }),
      };
      return (await auditedUpdate(actor, 'company_profile.update', values, toProfileDetails)).after;
    },

    /**
     * Stores the (already checked) logo, points the profile at it and deletes the file it replaced,
     * in one transaction: concurrent uploads, on any instance, leave exactly the last one.
     */
    replaceLogo(actor: Actor, content: Buffer, extension: LogoExtension): Promise<CompanyProfileDetails> {
      return db.transaction(async (tx) => {
        const before = await lockProfile(tx);
        const file = await saveLogoFile(tx, content, extension, actor.id);
        const [row] = await tx
          .update(companyProfile)
          .set({ logoUrl: logoUrlFor(file.fileName), logoFileId: file.id })
          .where(thisCompany)
          .returning();
        if (before.logoFileId) await deleteFile(tx, before.logoFileId);
        const after = toProfileDetails(row!);
        await recordAudit(tx, actor, {
          action: 'company_profile.logo',
          entity: 'company_profile',
          entityId: '1',
          before: toProfileDetails(before),
          after,
        });
        return after;
      });
    },

    async notifications(): Promise<NotificationSettings> {
      return withDefaults((await readRow()).notifications);
    },

    async updateNotifications(actor: Actor, changes: NotificationChanges): Promise<NotificationSettings> {
      const effective = effectiveChanges(changes);
      if (effective.length === 0) return withDefaults((await readRow()).notifications);

      const notifications = mergedNotificationsSql(effective);
      const shown = (row: CompanyProfileRow) => withDefaults(row.notifications);
      return (await auditedUpdate(actor, 'company_profile.notifications', { notifications }, shown)).after;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
