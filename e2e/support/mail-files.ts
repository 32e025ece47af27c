import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mailText } from '../../test-support/mail-text.mjs';
import { expect } from '@playwright/test';

/** The subject of a new device's sign-in code (issue 47). */
export const SIGN_IN_CODE_SUBJECT = 'Your Diamond Approach Boulder sign-in code';

/** The 6-digit code in a sign-in code's mail. */
export const codeIn = (mail: string) => /^(\d{6})$/m.exec(mail)![1];

/**
 * The body of the newest mail in `dir` to `address` with `subject`, or null: the production
 * stack's mail goes to .eml files there, as an install without SMTP_URL writes it.
 */
export async function newestMailFile(
  dir: string,
  address: string,
  subject: string,
): Promise<string | null> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  for (const name of names.reverse()) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (text.includes(`To: ${address}`) && text.includes(`Subject: ${subject}`))
      return mailText(text);
  }
  return null;
}

/**
 * The body of the newest mail the production stack wrote to `address`, once it is there (and is
 * not `newerThan`, the newest before it, for a mail sent again).
 */
export async function mailFileTo(
  address: string,
  subject: string,
  newerThan: string | null = null,
): Promise<string> {
  const dir = process.env.E2E_PRODUCTION_MAIL_DIR!;
  let found: string | null = null;
  await expect
    .poll(async () => {
      found = await newestMailFile(dir, address, subject);
      return found !== null && found !== newerThan;
    })
    .toBe(true);
  return found!;
}
