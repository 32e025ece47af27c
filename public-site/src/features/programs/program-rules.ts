/** A program card's anchor id: the part of its linkUrl after '#' (SPEC §2), if any. */
export function programAnchor(linkUrl: string | undefined): string | undefined {
  const hash = linkUrl?.split('#')[1];
  return hash ? hash : undefined;
}
