import mongoose from 'mongoose';

/** A query filter built by the server: what a request sends is only ever a value in it. */
export type Filter = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Records with `q` in any of `fields`, in any case, as typed (never as a pattern); {} for none. */
export function containing(q: string, fields: readonly string[]): Filter {
  if (!q) return {};
  const pattern = new RegExp(escapeRegExp(q), 'i');
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** Addresses at one of `domains`, in any case. */
export const atDomain = (domains: readonly string[]) =>
  new RegExp(`@(?:${domains.map(escapeRegExp).join('|')})$`, 'i');

/** Records matching every filter given. */
export function allOf(...filters: Filter[]): Filter {
  const given = filters.filter((filter) => Object.keys(filter).length > 0);
  return given.length <= 1 ? (given[0] ?? {}) : { $and: given };
}

/**
 * Rows the spam trap caught and no admin has released (stored marked `spam`, never mailed), or
 * with false, the rest: people's.
 */
export const held = (isHeld: boolean): Filter =>
  isHeld ? { spam: true } : { spam: mongoose.trusted({ $ne: true }) };
