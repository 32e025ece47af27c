import { model, Schema, type mongo } from 'mongoose';
import { insertUntaken, isDuplicateKey } from '../db/duplicate-key';

/**
 * One document per thing that must happen once (a held record's release, a registration's
 * cancel, a note to a person already registered), under a unique id: the insert that succeeds is
 * the one that acts. A conditional update cannot decide it: FerretDB 1.24 lets two concurrent
 * `updateOne`s on the same filter both report a change.
 */
const ClaimModel = model(
  'Claim',
  new Schema({ _id: { type: String, required: true } }, { versionKey: false }),
  'once_claims',
);

/** True for the one call that claims `key`, however many arrive at once; false ever after. */
export async function claimOnce(key: string): Promise<boolean> {
  try {
    await ClaimModel.create({ _id: key });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Claims each of `keys` in one write (a mail to each of an event's registrants): the keys this
 * call claimed, each only once however many calls arrive at once.
 */
export async function claimEach(keys: string[]): Promise<string[]> {
  const inserted = await insertUntaken(
    ClaimModel.collection,
    keys.map((key) => ({ _id: key }) as unknown as mongo.OptionalId<mongo.Document>),
  );
  return inserted.map((index) => keys[index]);
}

/** Gives `key` back: what its claim was for could not be done, and may be claimed again. */
export async function releaseClaim(key: string): Promise<void> {
  await ClaimModel.deleteOne({ _id: key });
}

/**
 * Does `work` for the one call that claims `key`: true once it is done, false when another call
 * claimed it. A failure gives the claim back before it is thrown on, so a retry (the person's, or
 * the next sweep) does the work rather than find it done. A write that was made but whose answer
 * was lost is thus done again: for a mail or a cancel, twice is better than never.
 */
export async function doOnce(key: string, work: () => Promise<unknown>): Promise<boolean> {
  if (!(await claimOnce(key))) return false;
  try {
    await work();
  } catch (error) {
    await releaseClaim(key);
    throw error;
  }
  return true;
}
