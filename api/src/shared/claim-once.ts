import { model, Schema } from 'mongoose';

/**
 * One document per release of a held record, under a unique id: the insert that succeeds is the
 * one release that mails. A conditional update cannot decide it: FerretDB 1.24 lets two
 * concurrent `updateOne`s on the same filter both report a change.
 */
export const ReleaseClaimModel = model(
  'ReleaseClaim',
  new Schema({ _id: { type: String, required: true } }, { versionKey: false }),
  'held_release_claims',
);
