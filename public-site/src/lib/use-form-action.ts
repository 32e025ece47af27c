import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import type { SentByScript } from '../exposed/form-actions';

/**
 * Sends a page's `<form>` to its route's action by fetch (React Router's fetcher): the fields
 * the browser would post without scripts (its `form` id, the honeypot, the signed time at the
 * page's end that names it), to the same action. Settles as apiFetch would with the API's
 * answer, so the form shows the spec's toasts without a reload.
 */
export function useFormAction<T = unknown>(): (form: HTMLFormElement) => Promise<T> {
  const fetcher = useFetcher<SentByScript>();
  const waiting = useRef<{ resolve: (value: T) => void; reject: (error: unknown) => void }>();
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || !waiting.current) return;
    const { resolve, reject } = waiting.current;
    waiting.current = undefined;
    if ('failed' in answer) reject(answer.failed);
    else resolve(answer.sent as T);
  }, [fetcher.state, fetcher.data]);
  const { submit } = fetcher;
  return useCallback(
    (form) =>
      new Promise<T>((resolve, reject) => {
        waiting.current = { resolve, reject };
        submit(form, { method: 'post' });
      }),
    [submit],
  );
}
