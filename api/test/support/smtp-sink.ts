import { SMTPServer } from 'smtp-server';
import { mailText } from '../../../test-support/mail-text.mjs';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  raw: string;
  header(name: string): string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, or with `refuse` turns
 * every recipient away (550), as a mail server that will not take the mail. With `stall`, a
 * message to those recipients is read and never answered, as a server that hangs after DATA;
 * with `deferFirst`, the first message is read and answered 451 (try again later).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Every message read, answered or not: stalled and deferred ones too. */
  readonly attempts: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  constructor(
    private readonly options: {
      refuse?: boolean;
      stall?: (recipients: string[]) => boolean;
      deferFirst?: boolean;
    } = {},
  ) {}

  /** Listens on `port` (or a free one the first time). */
  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // A stalled session would otherwise hold close() for 30 s.
      closeTimeout: 500,
      onRcptTo: (address, session, callback) =>
        callback(
          this.options.refuse
            ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
            : undefined,
        ),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = {
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            header: (name: string) => headerOf(raw, name),
          };
          this.attempts.push(mail);
          if (this.options.stall?.(mail.to)) return;
          if (this.options.deferFirst && this.attempts.length === 1)
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          this.received.push(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** A mail's text as written. */
export const textOf = (mail: ReceivedMail) => mailText(mail.raw);

/** A header's unfolded value from a raw message. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
