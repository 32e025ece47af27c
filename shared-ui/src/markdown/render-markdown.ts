import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';
import { marked } from 'marked';
import { OPENS_IN_NEW_TAB } from '../kit/visually-hidden';
import { NEW_TAB_NOTE } from './prose';

/**
 * What marked makes of markdown (GFM tables and strikethrough included) and nothing else: raw
 * HTML such as <style>, <form>, <input>, <iframe> or <svg> in a description is dropped, keeping
 * at most its text. Task-list checkboxes are inputs, so they go too; their text stays.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'del',
  'a',
  'img',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * No style, class, id, name or event handler; `start` numbers a list, `align` a table column.
 * DOMPurify keeps `data-*` and `aria-*` beside any list unless told: markdown makes none, and
 * they would let a description relabel or hide parts of the page, or feed the page's scripts.
 */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];

/**
 * SPEC §5: links only with http, https, irc, ircs, mailto or xmpp, to a path on this site, or to
 * a fragment. "//host" and "/\host" are other hosts to a browser, so a path has one slash.
 */
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|\/(?![/\\])|#)/i;

/** Pictures come from the web or this site; DOMPurify would also let `data:` through for <img>. */
const IMAGE_SOURCE = /^(?:https?:|\/(?![/\\]))/i;

/**
 * A markdown renderer that sanitises with `purifier`: DOMPurify on the browser's window, or (on
 * the server, which has none) on a window of its own.
 */
export function createMarkdownRenderer(purifier: DOMPurifyInstance): (source: string) => string {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src');
    }
    // External links open in a new tab without handing it our window.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  /** Markdown to sanitised HTML: only markdown's own elements, only the allowed link schemes. */
  return (source) => {
    const html = marked.parse(source, { async: false, gfm: true, breaks: true });
    const fragment = purifier.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      // Not addresses: without this DOMPurify would test "3" and "left" against ALLOWED_URI.
      ADD_URI_SAFE_ATTR: ['start', 'align'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_DOM_FRAGMENT: true,
    });
    // A new tab is told to a screen reader too (as NewTabLink does), added once the source's own
    // markup is sanitised: a <span> or class of its own would have been dropped.
    const page = fragment.ownerDocument;
    for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
      const note = page.createElement('span');
      note.className = NEW_TAB_NOTE;
      note.textContent = ` ${OPENS_IN_NEW_TAB}`;
      link.append(note);
    }
    const holder = page.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  };
}

let browserRenderer: ((source: string) => string) | undefined;

/** Markdown to sanitised HTML in the browser: only markdown's own elements and link schemes. */
export function renderMarkdown(source: string): string {
  browserRenderer ??= createMarkdownRenderer(DOMPurify);
  return browserRenderer(source);
}
