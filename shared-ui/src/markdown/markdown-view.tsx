import { useMemo } from 'react';
import { Prose } from './prose';
import { renderMarkdown } from './render-markdown';

/** The rendered markdown; loaded on demand through ./markdown. */
export default function MarkdownView({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
