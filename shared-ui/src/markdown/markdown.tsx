import { createContext, lazy, Suspense, useContext, useState } from 'react';
import styled from 'styled-components';
import { useAfterElementPaint } from '../kit/after-element-paint';
import { useServerRendering } from '../kit/server-rendering';
import { Prose } from './prose';
import { plainLines } from './strip-markdown';

// marked and DOMPurify (21 KB) load only when the browser renders markdown itself, and only once
// the words are on screen: they need neither, so on a slow phone they show without waiting.
const MarkdownView = lazy(() => import(/* webpackChunkName: "markdown" */ './markdown-view'));

// The words line by line and paragraph by paragraph, as the formatted text has them, so they
// barely move when the formatting arrives.
// elementtiming is a real attribute styled-components does not know (it would warn about it).
const PlainText = styled(Prose).withConfig({ shouldForwardProp: () => true })`
  white-space: pre-line;
`;

/** The server's markdown renderer (the same rules as the browser's), which it provides. */
export const ServerMarkdownContext = createContext<((source: string) => string) | undefined>(
  undefined,
);

/**
 * Hydrating, React leaves an element's inner HTML as the server sent it, and afterwards rewrites
 * it only when `__html` changes: this keeps the server's formatting with no renderer here.
 */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * Markdown rendered to sanitised HTML: only the elements markdown makes, no styles, forms or
 * event handlers; links only with http, https, irc, ircs, mailto or xmpp, or to a path on this
 * site; external links open in a new tab with rel="noopener noreferrer".
 * Rendered on the server, it is formatted from the start, and the browser keeps that HTML
 * without loading a renderer of its own until the source changes. Rendered in the browser, its
 * words show at once as plain text and the formatting follows once the renderer has loaded.
 */
export function Markdown({ source }: { source: string }) {
  const renderOnServer = useContext(ServerMarkdownContext);
  const [painted, identifier] = useAfterElementPaint();
  // The source the server formatted, when this render hydrates its HTML. A browser render of
  // its own (after a navigation, or a hydration React gave up) starts with none.
  const [serverSource] = useState(useServerRendering() ? source : undefined);
  if (renderOnServer) return <Prose dangerouslySetInnerHTML={{ __html: renderOnServer(source) }} />;
  if (source === serverSource) {
    return <Prose dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  const plain = <PlainText elementtiming={identifier}>{plainLines(source)}</PlainText>;
  return painted ? (
    <Suspense fallback={plain}>
      <MarkdownView source={source} />
    </Suspense>
  ) : (
    plain
  );
}
