import { model, Schema } from 'mongoose';

/**
 * One document per confirmed place at an event with a capacity, `_id` `<eventId>:<n>` for n from
 * 1 to the capacity: the insert that succeeds takes the place. A count then a write could not
 * keep to the capacity: FerretDB 1.24 has no transactions, and lets racing conditional updates
 * both win.
 * Unique by registration too, so one person never holds two places.
 */
const eventSeatSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true, index: true },
    registrationId: { type: String, required: true, unique: true },
    takenAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const EventSeatModel = model('EventSeat', eventSeatSchema, 'event_seats');
