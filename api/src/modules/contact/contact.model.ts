import { model, Schema } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    interest: { type: String, default: '' },
    message: { type: String, required: true },
    /** Caught by the spam trap: kept for the chapter to see, never mailed. */
    spam: { type: Boolean, default: false },
  },
  schemaOptions,
);

export const ContactMessageModel = model('ContactMessage', contactMessageSchema);
