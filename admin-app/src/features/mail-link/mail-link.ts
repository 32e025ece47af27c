/**
 * A mailto: link to a visitor's address, the address encoded: one may hold `?` or `&` before its
 * "@" (RFC 5321 allows them), which written as they are would add a Bcc or a subject of the
 * visitor's choosing to the admin's mail.
 */
export function mailLink(address: string, { subject }: { subject?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return `mailto:${to}${subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`}`;
}
