import { readNewestOutboxMessage } from '../../server/src/lib/mailer.ts';

/** The reset link of the newest e-mail in the server's outbox (no SMTP server in tests), once it is written. */
export async function waitForResetLink(outbox: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const link = readNewestOutboxMessage(outbox)?.decoded.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no reset e-mail arrived in the outbox');
}
