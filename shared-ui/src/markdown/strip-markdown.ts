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
