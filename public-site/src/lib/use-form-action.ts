import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import type { FormId, SentByScript } from '../exposed/form-actions';

/** A form's values as the browser posts them: a ticked box as `on`, an unticked one left out. */
function fieldsOf(id: FormId, values: object): URLSearchParams {
  const fields = new URLSearchParams({ form: id });
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    fields.append(name, value === true ? 'on' : String(value));
  }
  return fields;
}

/**
 * Sends the page's form `id` to its route's action by fetch (React Router's fetcher), as the
 * browser posts it without scripts: the same fields, the same action. Settles as apiFetch would
 * with the API's answer, so the form shows the spec's toasts without a reload.
 */
export function useFormAction<T = unknown>(id: FormId): (values: object) => Promise<T> {
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
    (values) =>
      new Promise<T>((resolve, reject) => {
        waiting.current = { resolve, reject };
        submit(fieldsOf(id, values), { method: 'post' });
      }),
    [submit, id],
  );
}
