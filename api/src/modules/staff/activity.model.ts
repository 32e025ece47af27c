import { model, Schema } from 'mongoose';
import { ACTIVITY_KINDS } from '@da-boulder/contracts';

/** One admin action (contracts' ActivityEntry): who, what, from where; `at` is when. */
const activitySchema = new Schema(
  {
    adminId: { type: String, default: '' },
    adminName: { type: String, default: '' },
    kind: { type: String, required: true, enum: Object.keys(ACTIVITY_KINDS) },
    action: { type: String, required: true },
    subjectId: { type: String, default: '' },
    subjectTitle: { type: String, default: '' },
    network: { type: String, default: '' },
  },
  { timestamps: { createdAt: 'at', updatedAt: false }, versionKey: false },
);
// Newest first, all or one admin's; and a year's end found at once.
activitySchema.index({ at: -1 });
activitySchema.index({ adminId: 1, at: -1 });

export const ActivityModel = model('Activity', activitySchema);

/** The actions of a sign-in, with a password alone or with a new device's code. */
export const SIGNED_IN = { password: 'signed in', deviceCode: 'signed in with a device code' };
