import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config/env';
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
  log: (message: string) => void = (message) => console.log(`[mail] ${message}`),
): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    to: message.to,
    replyTo: message.replyTo || undefined,
    subject: message.subject,
    text: message.text,
  });

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
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
      log(`wrote ${file} (to ${message.to.join(', ')}: ${message.subject})`);
    },
    close: () => files.close(),
  };
}
