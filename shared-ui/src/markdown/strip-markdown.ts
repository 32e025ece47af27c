/** Plain text of a markdown string, for card previews (SPEC §3). */
export function stripMarkdown(source: string): string {
  return source
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The plain text of a markdown string with its lines and paragraph breaks kept. */
export function plainLines(source: string): string {
  return source
    .split('\n')
    .map((line) => stripMarkdown(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
