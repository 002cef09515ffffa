import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed to the SMTP server (or written to the outbox). */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for messages still being sent, then closes the transport. */
  close(): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer uses. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

// Sends run in the background of a request; a silent SMTP server must not hold them (or shutdown) for minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `outboxDir`, so a
 * developer (or a small installation) without a mail server can still open reset links.
 */
export function createMailer(config: MailConfig, log: MailLog): Mailer {
  const pending = new Set<Promise<void>>();
  const track = (sending: Promise<void>) => {
    pending.add(sending);
    void sending.finally(() => pending.delete(sending)).catch(() => {});
    return sending;
  };
  // Quoted-printable always, so tests (and people reading the file) find links in a predictable encoding.
  const compose = (mail: OutgoingMail) => ({ from: config.from, textEncoding: 'quoted-printable' as const, ...mail });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: (mail) => track(transport.sendMail(compose(mail)).then(() => undefined)),
      async close() {
        await Promise.allSettled(pending);
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: (mail) =>
      track(
        transport.sendMail(compose(mail)).then((info) => {
          if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport returned no buffer');
          const file = writeOutboxFile(config.outboxDir, info.message);
          // Without a mail server the log is where a person finds the link, so the readable text goes there
          // too (the .eml file is quoted-printable). Set SMTP_URL in production and nothing is logged.
          log.info(
            { file, to: mail.to, subject: mail.subject, text: mail.text },
            'E-mail written to the outbox (no SMTP_URL set)',
          );
        }),
      ),
    async close() {
      await Promise.allSettled(pending);
    },
  };
}

function writeOutboxFile(outboxDir: string, message: Buffer): string {
  // Reset links are credentials: only the server's user may read them.
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
  writeFileSync(file, message, { mode: 0o600, flag: 'wx' });
  return file;
}

export interface OutboxMessage {
  file: string;
  /** The .eml file as written. */
  raw: string;
  /** `raw` with quoted-printable undone: good enough to find a link or a sentence in it. */
  decoded: string;
}

/** For tests and scripts: the most recently written message in the outbox, if any. */
export function readNewestOutboxMessage(outboxDir: string): OutboxMessage | undefined {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // The name starts with the time to the millisecond; mtime breaks ties between files of one millisecond.
  const newest = names
    .map((name) => ({ file: join(outboxDir, name), name }))
    .map((entry) => ({ ...entry, mtime: statSync(entry.file).mtimeMs }))
    .sort((a, b) => a.name.slice(0, 24).localeCompare(b.name.slice(0, 24)) || a.mtime - b.mtime)
    .at(-1);
  if (!newest) return undefined;
  const raw = readFileSync(newest.file, 'utf8');
  return { file: newest.file, raw, decoded: decodeQuotedPrintable(raw) };
}

/** Undoes soft line breaks and =XX escapes (RFC 2045 §6.7); a run of escapes is one UTF-8 sequence. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}
