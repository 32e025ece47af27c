import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** SPEC §5: rendered markdown may link only with these schemes (or relative paths). */
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;
function purifier() {
  if (!hooked) {
    // External links open in a new tab without handing it our window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Markdown to sanitised HTML: no scripts, no event handlers, only the allowed link schemes. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return purifier().sanitize(html, { ALLOWED_URI_REGEXP: ALLOWED_URI, ADD_ATTR: ['target'] });
}
