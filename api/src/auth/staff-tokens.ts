import { createHash, randomBytes } from 'node:crypto';
import mongoose, { model, Schema } from 'mongoose';
import { INVALID_LINK } from '@da-boulder/contracts';
import { schemaOptions } from '../db/schema-options';
import { badRequest, gone } from '../errors/http-error';

/**
 * What a staff token is for: an invite to become an admin, a forgotten password's reset, or a new
 * device's code (device-codes.ts).
 */
export type StaffTokenPurpose = 'invite' | 'reset' | 'device';

/**
 * A single-use link's token, kept only as its SHA-256 (a copy of the database opens nothing),
 * with when it stops working and whether it was used.
 */
const staffTokenSchema = new Schema(
  {
    purpose: { type: String, required: true, enum: ['invite', 'reset', 'device'] },
    tokenHash: { type: String, required: true, unique: true },
    /** The admin a reset or a device code is for. */
    userId: { type: String, default: '' },
    /** The address an invite went to. */
    email: { type: String, default: '' },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  schemaOptions,
);
export const StaffTokenModel = model('StaffToken', staffTokenSchema);

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token (256 random bits), its hash stored; the token itself only goes in the mail. */
export async function issueStaffToken(
  purpose: StaffTokenPurpose,
  { userId = '', email = '' }: { userId?: string; email?: string },
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await StaffTokenModel.create({
    purpose,
    tokenHash: hashOf(token),
    userId,
    email,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

export const STAFF_LINK_USED = 'This link was already used. Please ask for a new one.';
export const STAFF_LINK_EXPIRED = 'This link has expired. Please ask for a new one.';

/**
 * Uses a link's token, once: the first use of a valid one wins (one atomic update), any other
 * answers 410 saying it was used or has expired, and a token that was never ours 400.
 */
export async function useStaffToken(purpose: StaffTokenPurpose, token: string) {
  const tokenHash = hashOf(token);
  const now = new Date();
  const used = await StaffTokenModel.findOneAndUpdate(
    { purpose, tokenHash, usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { usedAt: now } },
    { new: true },
  ).lean();
  if (used) return used;
  const known = await StaffTokenModel.findOne({ purpose, tokenHash }).lean();
  if (!known) throw badRequest(INVALID_LINK);
  throw gone(known.usedAt ? STAFF_LINK_USED : STAFF_LINK_EXPIRED);
}

/** Makes a link spent by useStaffToken usable again: what it was for could not be done. */
export async function giveBackStaffToken(used: { _id: unknown }): Promise<void> {
  await StaffTokenModel.updateOne({ _id: used._id }, { $set: { usedAt: null } });
}

/** Removes the links past their end a day ago (at start, then daily). */
export async function sweepStaffTokens(now = Date.now()): Promise<number> {
  const { deletedCount } = await StaffTokenModel.deleteMany({
    expiresAt: mongoose.trusted({ $lt: new Date(now - 24 * 60 * 60 * 1000) }),
  });
  return deletedCount;
}
