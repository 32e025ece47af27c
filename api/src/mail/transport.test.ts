import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capturedLogger } from '../../test/support/log-lines';
import { createMailTransport } from './transport';

describe('createMailTransport without SMTP_URL', () => {
  it('writes each message as an .eml file and logs one line', async () => {
    const mailDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'mail-test-')), 'nested');
    const { logger, lines } = capturedLogger();
    const transport = createMailTransport({ mailDir, mailFrom: 'site@example.org' }, logger);
    await transport.send({
      id: '0123456789abcdef01234567',
      to: ['a@example.org'],
      replyTo: 'b@example.org',
      subject: 'Hello',
      text: 'Body text',
    });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(mailDir, files[0]), 'utf8');
    expect(raw).toMatch(/^Subject: Hello$/m);
    expect(raw).toMatch(/^From: Diamond Approach Boulder <site@example.org>$/m);
    expect(raw).toMatch(/^Reply-To: b@example.org$/m);
    expect(raw).toMatch(/^Message-ID: <0123456789abcdef01234567@example.org>$/m);
    expect(raw).toContain('Body text');
    // By its id: no address and no subject in the log.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: expect.stringContaining('wrote mail 0123456789abcdef01234567 to '),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/example\.org|Hello/);
  });
});
