import { useEffect, useState } from 'react';

type SampleContent = typeof import('./sample-content');

const loadSampleContent = (): Promise<SampleContent> => import('./sample-content');

/**
 * SPEC §4: a list from the API, or the built-in one when the request failed or came back empty.
 * The built-in lists load only then, so they are not part of every first view.
 */
export function useListOrSample<T>(
  request: { data: unknown; list: T[] | undefined; error: unknown; isLoading: boolean },
  pickSample: (sample: SampleContent) => T[],
): { list: T[]; isLoading: boolean } {
  const { data, list, error, isLoading } = request;
  const needsSample = Boolean(error || (data && !list?.length));
  const [sample, setSample] = useState<SampleContent>();
  useEffect(() => {
    if (!needsSample) return;
    let current = true;
    // A chunk that does not load leaves the list loading, as it was.
    loadSampleContent().then(
      (loaded) => {
        if (current) setSample(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needsSample]);
  return {
    list: list?.length ? list : sample ? pickSample(sample) : [],
    isLoading: (isLoading && !data && !error) || (needsSample && !sample),
  };
}
