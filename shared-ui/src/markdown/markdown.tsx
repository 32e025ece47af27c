import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAfterElementPaint } from '../kit/after-element-paint';
import { Prose } from './prose';
import { plainLines } from './strip-markdown';

// marked and DOMPurify (21 KB) load only on pages that render markdown, and only once the words
// are on screen: they need neither, so on a slow phone they show without waiting for them.
const MarkdownView = lazy(() => import(/* webpackChunkName: "markdown" */ './markdown-view'));

// The words line by line and paragraph by paragraph, as the formatted text has them, so they
// barely move when the formatting arrives.
const PlainText = styled(Prose)`
  white-space: pre-line;
`;

/**
 * Markdown rendered to sanitised HTML: only the elements markdown makes, no styles, forms or
 * event handlers; links only with http, https, irc, ircs, mailto or xmpp, or to a path on this
 * site; external links open in a new tab with rel="noopener noreferrer".
 * Its words show at once as plain text; the formatting follows once the renderer has loaded.
 */
export function Markdown({ source }: { source: string }) {
  const [painted, identifier] = useAfterElementPaint();
  const plain = <PlainText elementtiming={identifier}>{plainLines(source)}</PlainText>;
  if (!painted) return plain;
  return (
    <Suspense fallback={plain}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
