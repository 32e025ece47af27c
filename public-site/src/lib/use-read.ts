import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { ApiError, apiFetch } from '@da-boulder/shared-ui';

/**
 * A route's loader data: the API's answers by the key the page reads them under. On the server,
 * and so in the hydration data, each is the answer's JSON, a failed read left out; in the
 * browser a list's read is the promise of its JSON, still on its way.
 */
export interface RouteData {
  reads: Record<string, unknown>;
  /** The reads the API refused on the server (400, 410), with what it said: the page says why. */
  refused?: Record<string, { status: number; json: unknown }>;
  /** Read through a draft's preview link: the page is for no cache and no search engine. */
  preview?: true;
}

/** A read as the pages take it: its data, or its error, or that it is still on its way. */
interface Read<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * The error of a read the server's loader left out (the API did not answer it). What the API
 * said is not known here; the page shows its failure state, as the server rendered it, so the
 * page hydrates as it came.
 */
const READ_FAILED = new ApiError(503, '503: Service Unavailable', '');

/** What the last of the key's promises settled with. */
type Settled = { key: string; data?: unknown; error?: unknown };

/**
 * The read under `key` that the route's loader made (routes.tsx): its answer when it came with
 * the page or was awaited, loading while its promise is on its way, then its data or error.
 * Asked again (a revalidation), the page keeps what it showed until the new answer comes.
 *
 * Each visit runs the loader, so a read is asked for again on every navigation to its page: what
 * SPEC §9's five minutes for webinars and newsletters saved is left to the browser's HTTP cache
 * and the API's ETags, not to a cache of the page's own.
 */
export function useRead<T>(key: string): Read<T> {
  const data = useLoaderData() as RouteData | null | undefined;
  const refused = data?.refused?.[key];
  const failure = refused
    ? new ApiError(refused.status, `${refused.status}`, JSON.stringify(refused.json))
    : READ_FAILED;
  const read = data?.reads && Object.hasOwn(data.reads, key) ? data.reads[key] : undefined;
  return useAnswer<T>(key, read, failure);
}

/**
 * A read no loader makes, asked for once the component that needs it shows (a further page the
 * visitor asked for): loading, then its data or its error.
 */
export function useReadWhenShown<T>(key: string): Read<T> {
  const [read, setRead] = useState<{ key: string; answer: Promise<unknown> }>();
  useEffect(() => {
    const leaving = new AbortController();
    const answer = apiFetch(key, { signal: leaving.signal });
    answer.catch(() => undefined);
    setRead({ key, answer });
    return () => leaving.abort();
  }, [key]);
  const shown = useAnswer<T>(key, read?.key === key ? read.answer : undefined);
  return read?.key === key ? shown : { data: undefined, error: undefined, isLoading: true };
}

/**
 * A read's answer as the page takes it, given as it came (undefined: failed, with `failure`) or as
 * a promise.
 */
function useAnswer<T>(key: string, read: unknown, failure: unknown = READ_FAILED): Read<T> {
  const [settled, setSettled] = useState<Settled>();
  useEffect(() => {
    if (!(read instanceof Promise)) return;
    let current = true;
    read.then(
      (data: unknown) => {
        if (current) setSettled({ key, data });
      },
      (error: unknown) => {
        if (current) setSettled({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, read]);
  if (read === undefined) return { data: undefined, error: failure, isLoading: false };
  if (!(read instanceof Promise)) return { data: read as T, error: undefined, isLoading: false };
  if (settled?.key !== key) return { data: undefined, error: undefined, isLoading: true };
  return { data: settled.data as T | undefined, error: settled.error, isLoading: false };
}

/**
 * A detail page's record: its route's loader awaited the read, and threw for the route's error
 * view when it failed, so the page always has it.
 */
export function useAwaitedRead<T>(key: string): T {
  const { data, error } = useRead<T>(key);
  if (data === undefined) throw error ?? READ_FAILED;
  return data;
}
