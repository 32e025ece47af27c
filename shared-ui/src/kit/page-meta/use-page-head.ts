import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from './page-heads';

function setMeta(name: string, content: string | undefined): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** True around a page for no search engine, whatever its own head says (a draft's preview). */
export const NoindexContext = createContext(false);

/**
 * Keeps the page's head (the one the shell's server also writes into the
 * document): title, description, and noindex when the page is not for search engines. Given
 * `undefined`, as while the page's data loads, it leaves the head as it is, so a document that
 * arrived with the right title never shows another one in between.
 */
export function usePageHead(head: PageHead | undefined): void {
  const { title, description } = head ?? {};
  const noindex = useContext(NoindexContext) || head?.noindex;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex' : undefined);
  }, [title, description, noindex]);
}
