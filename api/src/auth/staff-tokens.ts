import { createHash, randomBytes } from 'node:crypto';
import mongoose, { model, Schema } from 'mongoose';
import { INVALID_LINK } from '@da-boulder/contracts';
import { toObjectId } from '../db/object-id';
import { schemaOptions } from '../db/schema-options';
import { badRequest, gone } from '../errors/http-error';
import { doOnce, releaseClaim } from '../shared/claim-once';

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
    /** The admin a reset or a device code is for, or who sent an invite. */
    userId: { type: String, default: '' },
    /** The password stamp a reset was asked under: once the password changes, it opens nothing. */
    passwordStamp: { type: String, default: '' },
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
  fields: { userId?: string; passwordStamp?: string; email?: string },
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await StaffTokenModel.create({
    purpose,
    tokenHash: hashOf(token),
    ...fields,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/** A link still open: unused, and within its time. */
const open = () => ({ usedAt: null, expiresAt: mongoose.trusted({ $gt: new Date() }) });

/**
 * Ends the unused links of `purpose` that `userId` holds: the invites of an admin removed, the
 * reset links mailed to an address the operator put right.
 */
export async function endStaffTokens(purpose: StaffTokenPurpose, userId: string): Promise<void> {
  await StaffTokenModel.updateMany(
    { purpose, userId, ...open() },
    { $set: { expiresAt: new Date() } },
  );
}

/**
 * Ends the unused links of `purpose` that `userId` holds but the newest, made just before: a
 * newer reset link leaves no older one working. Only those older than the newest it reads end, so
 * of links made at one moment none ends a newer one made meanwhile, and the newest of all is left.
 */
export async function endOlderStaffTokens(
  purpose: StaffTokenPurpose,
  userId: string,
): Promise<void> {
  const [newest] = await StaffTokenModel.find({ purpose, userId, ...open() }, { _id: 1 })
    .sort({ _id: -1 })
    .limit(1)
    .lean();
  if (!newest) return;
  await StaffTokenModel.updateMany(
    { purpose, userId, ...open(), _id: mongoose.trusted({ $lt: newest._id }) },
    { $set: { expiresAt: new Date() } },
  );
}

export const STAFF_LINK_USED = 'This link was already used. Please ask for a new one.';
export const STAFF_LINK_EXPIRED = 'This link has expired. Please ask for a new one.';

/** The claim that spends a staff token: one insert wins, however many uses arrive at once. */
const claimOf = (id: unknown) => `staff-token:${String(id)}`;

/**
 * Spends the token stored as `id`, once: true for the one call whose claim wins (claimOnce: on
 * FerretDB two conditional updates can both win), and its record says it was used.
 */
export const spendStaffToken = (id: unknown): Promise<boolean> =>
  doOnce(claimOf(id), () =>
    StaffTokenModel.updateOne({ _id: id }, { $set: { usedAt: new Date() } }),
  );

/**
 * Uses a link's token, once: the first use of a valid one wins, any other answers 410 saying it
 * was used or has expired, and a token that was never ours 400.
 */
export async function useStaffToken(purpose: StaffTokenPurpose, token: string) {
  const known = await StaffTokenModel.findOne({ purpose, tokenHash: hashOf(token) }).lean();
  if (!known) throw badRequest(INVALID_LINK);
  if (known.usedAt) throw gone(STAFF_LINK_USED);
  if (known.expiresAt.getTime() <= Date.now()) throw gone(STAFF_LINK_EXPIRED);
  if (!(await spendStaffToken(known._id))) throw gone(STAFF_LINK_USED);
  return known;
}

/** Makes a link spent by useStaffToken usable again: what it was for could not be done. */
export async function giveBackStaffToken(used: { _id: unknown }): Promise<void> {
  await StaffTokenModel.updateOne({ _id: used._id }, { $set: { usedAt: null } });
  await releaseClaim(claimOf(used._id));
}

/** The invites sent and still open (unused, within their 48 hours), newest first. */
export const openInvites = () =>
  StaffTokenModel.find({ purpose: 'invite', ...open() })
    .sort({ _id: -1 })
    .lean();

/** Ends the open invite stored as `id`: the invite as it was, or null when none is open by it. */
export async function withdrawInvite(id: unknown) {
  const _id = toObjectId(id);
  if (!_id) return null;
  return StaffTokenModel.findOneAndUpdate(
    { _id, purpose: 'invite', ...open() },
    { $set: { expiresAt: new Date() } },
  ).lean();
}

/** Removes the links past their end a day ago (at start, then daily). */
export async function sweepStaffTokens(now = Date.now()): Promise<number> {
  const { deletedCount } = await StaffTokenModel.deleteMany({
    expiresAt: mongoose.trusted({ $lt: new Date(now - 24 * 60 * 60 * 1000) }),
  });
  return deletedCount;
}
