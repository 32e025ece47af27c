import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import PostalMime, { type Address } from 'postal-mime';
import type { ApiConfig } from '../config/env';
import { mailboxOf } from '../db/email-key';
import type { Logger } from '../operations/logger';
import type { MailMessage } from './outbox';

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the mail directory
 * (development, tests and demos), with one log line per message.
 */
export function createMailTransport(
  config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
  logger: Logger,
): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
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
    // A send must end well within the outbox's lease (2 minutes), or another instance takes the
    // message again; nodemailer alone would wait up to 10 minutes for a silent server.
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        await smtp.sendMail(envelope(message));
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
      logger.info(`wrote ${file} (to ${message.to.join(', ')}: ${message.subject})`);
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
