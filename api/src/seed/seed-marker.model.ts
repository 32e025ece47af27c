import { model, Schema } from 'mongoose';

/** Records that the first-start seed ran, so it never runs again, even on an emptied database. */
const seedMarkerSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, default: () => new Date() } },
  { versionKey: false },
);

export const SeedMarkerModel = model('SeedMarker', seedMarkerSchema, 'seed_markers');
