import { model, Schema } from 'mongoose';
import { schemaOptions } from '../../db/schema-options';

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true },
    // Usernames are unique regardless of case: "Admin" and "admin" are one account.
    usernameKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    /** Set anew with every passwordHash: a session made under another stamp is over. */
    passwordStamp: String,
    isAdmin: { type: Boolean, default: false },
    /** Where the account's mail goes: invites, password resets, new devices' codes. */
    email: { type: String, default: '' },
  },
  schemaOptions,
);

export const UserModel = model('User', userSchema);
