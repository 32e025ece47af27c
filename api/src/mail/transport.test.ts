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
    expect(raw).toMatch(/^Reply-To: b@example.org$/m);
    expect(raw).toContain('Body text');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: expect.stringContaining('a@example.org: Hello'),
      }),
    ]);
  });
});
