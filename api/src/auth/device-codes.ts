import { randomInt } from 'node:crypto';
import { badRequest, gone } from '../errors/http-error';
import { countTry } from '../security/rate-limit/rate-limiter';
import { hashOf, spendStaffToken, StaffTokenModel } from './staff-tokens';

// A new device's code (issue 47, Ghost's staff device verification): a right password from a
// browser without the admin's device cookie signs in only with a 6-digit code mailed to them.

/** How long a code works, and how many tries it allows. */
export const DEVICE_CODE_MINUTES = 10;
export const DEVICE_CODE_TRIES = 5;

/** A sign-in waiting for its code, as the browser's session holds it: not yet signed in. */
export interface PendingDevice {
  userId: string;
  /** The password the sign-in checked: once it changes, the code signs nobody in. */
  passwordStamp: string;
  codeId: string;
}

export const DEVICE_CODE_EXPIRED = 'This code has expired. Please log in again for a new one.';
export const DEVICE_CODE_USED = 'This code was already used. Please log in again for a new one.';
export const DEVICE_CODE_SPENT = `That code was wrong ${DEVICE_CODE_TRIES} times, so it no longer works. Please log in again for a new one.`;
const wrongCode = (left: number) =>
  `That code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`;

/**
 * A new code for `userId`: its record's id (for the session) and the code (for the mail alone).
 * It is stored only as the SHA-256 of the record's id and the code, so each hash is its own.
 */
export async function issueDeviceCode(userId: string): Promise<{ codeId: string; code: string }> {
  const code = randomInt(1_000_000).toString().padStart(6, '0');
  const record = new StaffTokenModel({
    purpose: 'device',
    userId,
    expiresAt: new Date(Date.now() + DEVICE_CODE_MINUTES * 60_000),
  });
  record.tokenHash = hashOf(`${record.id}.${code}`);
  await record.save();
  return { codeId: record.id, code };
}

/**
 * Uses the code typed for the record `codeId`, once. Every try counts, in the database (so every
 * API instance shares them): a wrong one answers 400 with the tries left, the last wrong one and
 * any after it 410, as do a used or expired code. `counted` is called once this try is counted,
 * before its answer: only those are the activity log's, so a flood of tries past the count fills
 * no log.
 */
export async function useDeviceCode(
  codeId: string,
  code: string,
  counted: () => void,
): Promise<void> {
  const record = await StaffTokenModel.findOne({ _id: codeId, purpose: 'device' }).lean();
  if (record?.usedAt) throw gone(DEVICE_CODE_USED);
  if (!record || record.expiresAt.getTime() <= Date.now()) throw gone(DEVICE_CODE_EXPIRED);
  const tried = await countTry(`device-code:${codeId}`, DEVICE_CODE_TRIES, record.expiresAt);
  if (tried === null) throw gone(DEVICE_CODE_SPENT);
  counted();
  if (hashOf(`${codeId}.${code}`) === record.tokenHash) {
    if (await spendStaffToken(record._id)) return;
    throw gone(DEVICE_CODE_USED);
  }
  if (tried === DEVICE_CODE_TRIES) throw gone(DEVICE_CODE_SPENT);
  const message = wrongCode(DEVICE_CODE_TRIES - tried);
  throw badRequest(message, { code: message });
}
