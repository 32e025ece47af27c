import type { Schema } from 'mongoose';
import { sameAddress, type Filter } from './filters';

/**
 * Gives a schema's `email`, kept as the person typed it, an indexed lowercased copy (`emailKey`),
 * so erasing a person finds every row of their address, however typed, by index on MongoDB.
 */
export function addEmailKey(schema: Schema): void {
  schema.add({ emailKey: { type: String, index: true } });
  schema.pre('validate', function () {
    const email: unknown = this.get('email');
    if (typeof email === 'string') this.set('emailKey', email.toLowerCase());
  });
}

/** Rows of `email` in a collection with an email key; rows stored before the key, by pattern. */
export function byEmailKey(email: string): Filter {
  return {
    $or: [{ emailKey: email.toLowerCase() }, { emailKey: null, email: sameAddress(email) }],
  };
}
