import { model, Schema } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const contactMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    interest: { type: String, default: '' },
    message: { type: String, required: true },
  },
  schemaOptions,
);

export const ContactMessageModel = model('ContactMessage', contactMessageSchema);
