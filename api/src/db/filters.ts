import mongoose from 'mongoose';

/** A query filter built by the server: what a request sends is only ever a value in it. */
export type Filter = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text holds `q`, in any case, as typed (never as a pattern); every text holds ''. */
export function containing(q: string): (text: string) => boolean {
  const pattern = new RegExp(escapeRegExp(q), 'i');
  return (text) => pattern.test(text);
}

/** Exactly `text`, in any case, as typed (never as a pattern). */
export const sameText = (text: string) => new RegExp(`^${escapeRegExp(text)}$`, 'i');

/** Addresses at one of `domains`, in any case. */
export const atDomain = (domains: readonly string[]) =>
  new RegExp(`@(?:${domains.map(escapeRegExp).join('|')})$`, 'i');

/**
 * Rows the spam trap caught and no admin has released (stored marked `spam`, never mailed), or
 * with false, the rest: people's.
 */
export const held = (isHeld: boolean): Filter =>
  isHeld ? { spam: true } : { spam: mongoose.trusted({ $ne: true }) };
