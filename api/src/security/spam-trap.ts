import type { SpamTrap } from '../contracts';

/**
 * A submission a bot made: it filled in the honeypot field, or sent the form faster than a
 * person can fill it in. It gets the normal success answer (a bot learns nothing), is stored
 * marked as spam for the chapter to see, and sends no mail.
 */
export function isCaughtBySpamTrap({ website, fillMs }: SpamTrap, minFillMs: number): boolean {
  return Boolean(website?.trim()) || (fillMs !== undefined && fillMs < minFillMs);
}

/** The form's own fields, without the trap's. */
export function withoutSpamTrap<T extends SpamTrap>({ website, fillMs, ...fields }: T) {
  void website;
  void fillMs;
  return fields;
}
