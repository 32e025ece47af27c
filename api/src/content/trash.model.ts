import { model, Schema } from 'mongoose';

/** A deleted content item waiting in the trash (trash.ts), with what its delete changed. */
const trashSchema = new Schema(
  {
    /** The content type's plural ('events'). */
    kind: { type: String, required: true },
    /** The record as it was stored, its id, dates and file addresses included. */
    record: { type: Schema.Types.Mixed, required: true },
    title: { type: String, default: '' },
    /** What deleting it changed elsewhere, put back with it (the events a teacher was on). */
    undo: { type: [String], default: [] },
    deletedBy: { type: String, default: '' },
    deletedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
trashSchema.index({ deletedAt: 1 });

export const TrashModel = model('TrashItem', trashSchema, 'trash');
