import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EXPIRY_REMINDER_DAYS, expiryPhrase, indianToday, type ExpiringPaper } from 'shared-api/schemas';
import type { Db } from '../db/client';
import { companyProfile, expiryReminders, users } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { duePapers, toExpiringPaper } from '../modules/expiry/due-papers';
import { withDefaults } from '../modules/profile/notifications';

/*
 * The daily expiry e-mail: when the company's "document expiry" e-mail notification is on, every
 * active admin is told about papers that have just crossed 30, 7 or 0 days before expiry. Each
 * (paper, expiry date, threshold) is claimed in expiry_reminders before it is sent, so it goes out
 * once — across restarts and with several servers running the job — and a renewed paper (a new
 * expiry date) is reminded of again. If no e-mail could be sent, the claims are released and the
 * next run tries again.
 */

export interface ExpiryReminderOptions {
  db: Db;
  mailer: Mailer;
  /** The site's address, for links to the records. */
  publicUrl: string;
  today?: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface ExpiryReminderResult {
  /** Papers in this run's e-mail. */
  papers: ExpiringPaper[];
  recipients: string[];
}

/** The thresholds a paper with `daysLeft` has crossed, most urgent first: 5 days left → [7, 30]. */
export const crossedThresholds = (daysLeft: number) =>
  [...EXPIRY_REMINDER_DAYS].filter((threshold) => daysLeft <= threshold).sort((a, b) => a - b);

async function documentExpiryEmailsOn(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ notifications: companyProfile.notifications })
    .from(companyProfile)
    .where(eq(companyProfile.id, 1));
  return withDefaults(row?.notifications).documentExpiry.email;
}

/** Claims every crossed threshold of each paper; returns the papers whose most urgent one is new. */
async function claimReminders(db: Db, papers: ExpiringPaper[]): Promise<{ fresh: ExpiringPaper[]; claims: string[] }> {
  if (papers.length === 0) return { fresh: [], claims: [] };
  const values = papers.flatMap((paper) =>
    crossedThresholds(paper.daysLeft).map((thresholdDays) => ({
      paperKey: paper.key,
      expiresOn: paper.expiresOn,
      thresholdDays,
    })),
  );
  const claimed = await db.insert(expiryReminders).values(values).onConflictDoNothing().returning();
  const claimedKeys = new Set(claimed.map((row) => `${row.paperKey}|${row.expiresOn}|${row.thresholdDays}`));
  const fresh = papers.filter((paper) => {
    const [urgent] = crossedThresholds(paper.daysLeft);
    return claimedKeys.has(`${paper.key}|${paper.expiresOn}|${urgent}`);
  });
  return { fresh, claims: [...claimedKeys] };
}

async function releaseClaims(db: Db, claims: string[]): Promise<void> {
  for (const claim of claims) {
    const [paperKey, expiresOn, threshold] = claim.split('|');
    await db
      .delete(expiryReminders)
      .where(
        and(
          eq(expiryReminders.paperKey, paperKey!),
          eq(expiryReminders.expiresOn, expiresOn!),
          eq(expiryReminders.thresholdDays, Number(threshold)),
        ),
      );
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function composeReminder(papers: ExpiringPaper[], publicUrl: string) {
  const expired = papers.filter((paper) => paper.daysLeft < 0).length;
  const subject =
    expired > 0
      ? `${papers.length} paper${papers.length === 1 ? '' : 's'} need attention (${expired} expired)`
      : `${papers.length} paper${papers.length === 1 ? '' : 's'} expiring soon`;
  const line = (paper: ExpiringPaper) =>
    `${paper.paperLabel} of ${paper.ownerLabel} ${expiryPhrase(paper.daysLeft)} (${paper.expiresOn})${paper.number ? `, no. ${paper.number}` : ''}`;
  const link = (paper: ExpiringPaper) => `${publicUrl.replace(/\/+$/, '')}${paper.path}`;
  const text = [
    'These papers of your trucks and drivers have expired or will expire soon:',
    '',
    ...papers.map((paper) => `- ${line(paper)}\n  ${link(paper)}`),
    '',
    'A truck or driver with an expired paper cannot start a trip. Renew the paper, then record the new expiry date (and a scan) in the back office.',
    '',
    'You receive this because "A truck or driver document is about to expire" e-mails are on in Settings → Notifications.',
  ].join('\n');
  const html = `<p>These papers of your trucks and drivers have expired or will expire soon:</p><ul>${papers
    .map((paper) => `<li><a href="${escapeHtml(link(paper))}">${escapeHtml(line(paper))}</a></li>`)
    .join(
      '',
    )}</ul><p>A truck or driver with an expired paper cannot start a trip. Renew the paper, then record the new expiry date (and a scan) in the back office.</p><p style="color:#666">You receive this because “A truck or driver document is about to expire” e-mails are on in Settings → Notifications.</p>`;
  return { subject, text, html };
}

/** One run: claims what has newly crossed a threshold and e-mails it to every active admin. */
export async function sendExpiryReminders(options: ExpiryReminderOptions): Promise<ExpiryReminderResult> {
  const { db, mailer, publicUrl, log } = options;
  const today = options.today ?? indianToday();
  if (!(await documentExpiryEmailsOn(db))) return { papers: [], recipients: [] };
  const due = (await duePapers(db, today)).map((row) => toExpiringPaper(row, today));
  const { fresh, claims } = await claimReminders(db, due);
  if (fresh.length === 0) return { papers: [], recipients: [] };

  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  const recipients = admins.map((admin) => admin.email);
  const mail = composeReminder(fresh, publicUrl);
  const results = await Promise.allSettled(recipients.map((to) => mailer.send({ to, ...mail })));
  const failures = results.filter((result) => result.status === 'rejected');
  if (recipients.length > 0 && failures.length === recipients.length) {
    await releaseClaims(db, claims);
    log?.error({ err: (failures[0] as PromiseRejectedResult).reason }, 'expiry reminders could not be sent; will retry');
    return { papers: [], recipients: [] };
  }
  log?.info({ papers: fresh.length, recipients: recipients.length }, 'expiry reminders sent');
  return { papers: fresh, recipients };
}
