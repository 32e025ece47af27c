import { model, Schema, type InferSchemaType } from 'mongoose';
import { EVENT_STATUSES } from '@da-boulder/contracts';
import { schemaOptions } from '../../db/schema-options';

const eventSchema = new Schema(
  {
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    introText: { type: String, default: '' },
    description: { type: String, default: '' },
    date: { type: String, default: '' },
    month: { type: String, default: '' },
    year: { type: Number },
    time: { type: String, default: '' },
    location: { type: String, default: '' },
    facilitator: { type: String, default: '' },
    facilitatorRole: { type: String, default: 'teacher' },
    facilitators: { type: [String], default: [] },
    teacherProfileIds: { type: [String], default: [] },
    videoUrl: { type: String, default: '' },
    imageUrl: { type: String, default: '', index: true },
    flyerUrl: { type: String, default: '', index: true },
    registrationEmail: { type: String, default: '' },
    registrationUrl: { type: String, default: '' },
    eventDate: { type: Date, default: null },
    isRecurring: { type: Boolean, default: false },
    registrationNeeded: { type: Boolean, default: true },
    // Private: never in an answer of toEventDto (see GET /api/cms/events/:id/meeting-link).
    meetingLink: { type: String, default: '' },
    // Absent in events stored before it: scheduled (toEventDto).
    status: { type: String, enum: EVENT_STATUSES, default: 'scheduled' },
    /** Confirmed places; null: unlimited. */
    capacity: { type: Number, default: null },
    // A series' rule and Denver times, for calendars: weekly on a weekday ("Sunday", "18:30",
    // "19:00"), or monthly on the nth (week; -1 the last) weekday, or on a day (monthDay).
    recurrence: {
      type: new Schema(
        {
          frequency: String,
          weekday: String,
          week: Number,
          monthDay: Number,
          startTime: String,
          endTime: String,
        },
        { _id: false },
      ),
      default: null,
    },
    sortOrder: { type: Number, default: 0, index: true },
    // Calendars' SEQUENCE: raised by the service when the event moves or its status changes
    // (see REVISING_FIELDS).
    sequence: { type: Number, default: 0 },
  },
  schemaOptions,
);

export type EventRecord = InferSchemaType<typeof eventSchema> & { _id: unknown };
export const EventModel = model('Event', eventSchema);
