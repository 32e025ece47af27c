import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailText } from '../../test-support/mail-text.mjs';
import { expect } from './fixtures';

/**
 * The body of the newest mail the production stack wrote to `address` (its mail goes to .eml
 * files, as an install without SMTP_URL), once it is there.
 */
export async function mailFileTo(address: string, subject: string): Promise<string> {
  const dir = process.env.E2E_PRODUCTION_MAIL_DIR!;
  let found = '';
  await expect
    .poll(async () => {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
      for (const name of names.reverse()) {
        const text = await readFile(path.join(dir, name), 'utf8');
        if (text.includes(`To: ${address}`) && text.includes(`Subject: ${subject}`)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return mailText(found);
}
