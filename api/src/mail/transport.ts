import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { SITE_NAME } from '@da-boulder/contracts';
import PostalMime, { type Address } from 'postal-mime';
import type { ApiConfig } from '../config/env';
import { mailboxOf } from '../db/email-key';
import type { Logger } from '../operations/logger';
import type { MailMessage } from './outbox';

/** A message from the outbox, under its outbox id. */
export type OutboxMail = MailMessage & { id: string };

export interface MailTransport {
  send(message: OutboxMail): Promise<void>;
  close(): void;
}

/**
 * How long an SMTP send may take, in ms: to connect, to be greeted, for the server to answer any
 * command (a server that takes DATA and never replies), and for the whole send. The outbox's lease
 * on a message (outbox-worker.ts) is longer than all of them.
 */
export const SMTP_TIMEOUTS = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 20_000,
  sendMs: 60_000,
};

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the mail directory
 * (development, tests and demos), with one log line per message. A message's Message-ID comes
 * from its outbox id, so every attempt at it carries the same one and a receiving server can
 * tell a resend from a new mail.
 */
export function createMailTransport(
  config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
  logger: Logger,
  timeouts = SMTP_TIMEOUTS,
): MailTransport {
  const domain = config.mailFrom.split('@').pop();
  const envelope = (message: OutboxMail) => ({
    messageId: `<${message.id}@${domain}>`,
    // By name, as inboxes list it, not a bare "no-reply".
    from: { name: SITE_NAME, address: config.mailFrom },
    to: message.to,
    replyTo: message.replyTo || undefined,
    subject: message.subject,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
      // Byte for byte: iCalendar needs its CRLF line ends, which a text encoding may rewrite.
      contentTransferEncoding: 'base64' as const,
    })),
  });

  if (config.smtpUrl) {
    // The transport made here, not by createTransport: given a `url`, createTransport keeps only
    // what the URL says and drops every other option, the timeouts among them.
    const smtp = nodemailer.createTransport(
      new SMTPTransport({
        url: config.smtpUrl,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
      }),
    );
    return {
      async send(message) {
        // A server that answers, slowly, just within each timeout still cannot hold a send.
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer from the SMTP server in ${timeouts.sendMs} ms`)),
            timeouts.sendMs,
          );
        });
        try {
          await Promise.race([smtp.sendMail(envelope(message)), deadline]);
        } finally {
          clearTimeout(timer);
        }
      },
      close: () => smtp.close(),
    };
  }

  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await files.sendMail(envelope(message));
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(
        config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // By its outbox id: an address or a name in a log line is kept where nobody can erase it.
      logger.info(`wrote mail ${message.id} to ${file}`);
    },
    close: () => files.close(),
  };
}

/** For a file or folder that is not there (never made, or removed meanwhile): `fallback`. */
const ifMissing =
  <T>(fallback: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  };

const addressesIn = (list: Address[] = []): string[] =>
  list.flatMap((entry) =>
    entry.group ? entry.group.map((member) => member.address) : [entry.address],
  );

/**
 * Deletes the .eml files in the mail directory sent to `address`'s mailbox or with it as Reply-To
 * (the chapter's notices), however it was written; resolves with how many. None without the
 * directory: with SMTP_URL set, mail never went there.
 */
export async function removeMailFilesOf(mailDir: string, address: string): Promise<number> {
  const mailbox = mailboxOf(address);
  const names = await readdir(mailDir).catch(ifMissing<string[]>([]));
  let removed = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(mailDir, name);
    const raw = await readFile(file).catch(ifMissing(null));
    if (!raw) continue;
    const mail = await PostalMime.parse(raw);
    const people = [...addressesIn(mail.to), ...addressesIn(mail.replyTo)];
    if (people.some((person) => mailboxOf(person) === mailbox)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
