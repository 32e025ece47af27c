import useSWR from 'swr';
import type { Program } from '@da-boulder/api/contracts';
import { useSampleContent } from '../../../fallback-content/use-sample-content';

const PROGRAMS_KEY = '/api/cms/programs';

/** SPEC §4: on failure or an empty list the built-in programs are shown. */
export function useProgramsOrFallback() {
  const { data, error, isLoading } = useSWR<{ programs: Program[] }>(PROGRAMS_KEY);
  const needsSample = Boolean(error || (data && !data.programs?.length));
  const sample = useSampleContent(needsSample);
  const programs = data?.programs?.length ? data.programs : (sample?.samplePrograms ?? []);
  return { programs, isLoading: (isLoading && !data && !error) || (needsSample && !sample) };
}
