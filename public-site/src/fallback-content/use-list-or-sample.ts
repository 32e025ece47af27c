import useSWR from 'swr';

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
  const { data: sample } = useSWR(
    needsSample ? 'built-in sample content' : null,
    loadSampleContent,
  );
  return {
    list: list?.length ? list : sample ? pickSample(sample) : [],
    isLoading: (isLoading && !data && !error) || (needsSample && !sample),
  };
}
