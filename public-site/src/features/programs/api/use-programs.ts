import type { Program } from '@da-boulder/contracts';
import { useListOrSample } from '../../../fallback-content/use-list-or-sample';
import { useRead } from '../../../lib/use-read';

export const PROGRAMS_KEY = '/api/cms/programs';

/** SPEC §4: on failure or an empty list the built-in programs are shown. */
export function useProgramsOrFallback() {
  const { data, error, isLoading: loading } = useRead<{ programs: Program[] }>(PROGRAMS_KEY);
  const { list, isLoading } = useListOrSample(
    { data, error, isLoading: loading, list: data?.programs },
    (sample) => sample.samplePrograms,
  );
  return { programs: list, isLoading };
}
