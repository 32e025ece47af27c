import { lazy, Suspense } from 'react';
import { Prose } from './prose';
import { stripMarkdown } from './strip-markdown';

// marked and DOMPurify load only on pages that render markdown. The chunk name lets the shell's
// server preload it with a page that needs it (page-preloads.mjs, hostChunks).
const loadMarkdownView = () => import(/* webpackChunkName: "markdown" */ './markdown-view');
const MarkdownView = lazy(loadMarkdownView);

/** Starts downloading the renderer early, alongside the code of a page that will need it. */
export function preloadMarkdown() {
  void loadMarkdownView();
}

/**
 * Markdown rendered to sanitised HTML: no scripts or event handlers; links only with http, https,
 * irc, ircs, mailto or xmpp; external links open in a new tab with rel="noopener noreferrer".
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<Prose>{stripMarkdown(source)}</Prose>}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
