import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import styled from 'styled-components';

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

const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.body};
  > :first-child {
    margin-top: 0;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.md} 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export function Markdown({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Plain text of a markdown string, for card previews. */
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
