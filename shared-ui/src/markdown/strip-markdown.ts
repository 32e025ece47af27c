/**
 * Comments and raw HTML elements whose contents the rendered markdown drops whole (DOMPurify
 * removes them with their contents), so a <style> block never shows as text in a preview.
 */
const HIDDEN_HTML =
  /<!--[\s\S]*?-->|<(script|style|template|noscript|iframe|noembed|noframes|svg|math|title|xmp|audio|video)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * A link's or picture's destination in markdown: `(<any address>)`, or an address that may hold
 * balanced parentheses (https://en.wikipedia.org/wiki/Presence_(philosophy)), either with an
 * optional "title".
 */
const DESTINATION =
  /\((?:<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/
    .source;
const PICTURE = new RegExp(`!\\[([^\\]]*)\\]${DESTINATION}`, 'g');
const LINK = new RegExp(`\\[([^\\]]*)\\]${DESTINATION}`, 'g');

/** Plain text of a markdown string, for card previews (SPEC §3). */
export function stripMarkdown(source: string): string {
  return source
    .replace(HIDDEN_HTML, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(PICTURE, '$1')
    .replace(LINK, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/^\s*([-*_]\s*){3,}$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The plain text of a markdown string with its lines and paragraph breaks kept. */
export function plainLines(source: string): string {
  // Hidden blocks may span lines, so they go before the text is cut into lines.
  return source
    .replace(HIDDEN_HTML, ' ')
    .split('\n')
    .map((line) => stripMarkdown(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
