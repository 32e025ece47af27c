import { model, Schema, type InferSchemaType } from 'mongoose';
import { EVENT_STATUSES, REGISTRATION_STATUSES } from '@da-boulder/contracts';
import { mailboxOf } from '../../db/email-key';
import { trackListWrites } from '../../db/list-version';
import { schemaOptions } from '../../db/schema-options';

/**
 * A registration, with the event's details as they were when it was made, and as they last stood
 * once the event is deleted (registrationEventDetails): its title then still names it in the
 * admin list and its filter. While the event lives, it is read instead.
 */
const registrationSchema = new Schema(
  {
    eventId: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    inDiamondHeartGroup: { type: Boolean, default: false },
    diamondHeartGroupName: { type: String, default: '' },
    additionalMessage: { type: String, default: '' },
    eventTitle: { type: String, default: '' },
    eventDate: { type: String, default: '' },
    eventTime: { type: String, default: '' },
    eventLocation: { type: String, default: '' },
    eventFacilitator: { type: String, default: '' },
    eventStatus: { type: String, enum: EVENT_STATUSES, default: 'scheduled' },
    /** Caught by the spam trap: kept for the chapter to see, never mailed. */
    spam: { type: Boolean, default: false },
    status: { type: String, enum: REGISTRATION_STATUSES, default: 'confirmed' },
    /**
     * Unique: `<eventId>:<mailbox>` while the person is registered (confirmed or waitlisted), so a
     * second registration of the same mailbox for the event cannot be stored; the row's own id
     * once cancelled, and while held (the default). FerretDB has no partial indexes to say so
     * otherwise.
     */
    attendee: {
      type: String,
      unique: true,
      default: function (this: { _id: unknown }) {
        return String(this._id);
      },
    },
  },
  schemaOptions,
);

// The admin list, newest first: all of them, or one event's (which also counts by event).
registrationSchema.index({ createdAt: -1, _id: -1 });
registrationSchema.index({ eventId: 1, createdAt: -1, _id: -1 });
// The waitlist, first come first.
registrationSchema.index({ eventId: 1, status: 1, createdAt: 1 });

// Every write reaches the admin list's cache on each API instance (shared/list-cache.ts).
trackListWrites(registrationSchema);

export type RegistrationRecord = InferSchemaType<typeof registrationSchema> & { _id: unknown };
export const RegistrationModel = model('Registration', registrationSchema);

/** Whose registration for which event: the one `attendee` key a person's live one holds. */
export const attendeeKey = (eventId: string, email: string) => `${eventId}:${mailboxOf(email)}`;
