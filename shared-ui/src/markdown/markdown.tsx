import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAfterElementPaint } from '../kit/after-element-paint';
import { useServerRendering } from '../kit/server-rendering';
import { Prose } from './prose';
import { plainLines } from './strip-markdown';

// marked and DOMPurify (21 KB) load only on pages that render markdown, and only once the words
// are on screen: they need neither, so on a slow phone they show without waiting for them.
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
 * Markdown rendered to sanitised HTML: only the elements markdown makes, no styles, forms or
 * event handlers; links only with http, https, irc, ircs, mailto or xmpp, or to a path on this
 * site; external links open in a new tab with rel="noopener noreferrer".
 * Rendered in the browser, its words show at once as plain text and the formatting follows once
 * the renderer has loaded. Rendered on the server, it is formatted from the start: the browser
 * keeps the server's formatting until its own renderer has loaded, then takes over the same HTML.
 */
export function Markdown({ source }: { source: string }) {
  const renderOnServer = useContext(ServerMarkdownContext);
  const [painted, identifier] = useAfterElementPaint();
  const [formattedFromStart] = useState(useServerRendering());
  const plain = <PlainText elementtiming={identifier}>{plainLines(source)}</PlainText>;
  // The same element while the source is: a boundary still hydrating gets no update (which
  // would make React drop the server's formatting for the plain text until the renderer loads).
  const formatted = useMemo(
    () => (
      <Suspense fallback={<PlainText elementtiming={identifier}>{plainLines(source)}</PlainText>}>
        {renderOnServer ? (
          <Prose dangerouslySetInnerHTML={{ __html: renderOnServer(source) }} />
        ) : (
          <MarkdownView source={source} />
        )}
      </Suspense>
    ),
    [identifier, source, renderOnServer],
  );
  return painted || formattedFromStart ? formatted : plain;
}
