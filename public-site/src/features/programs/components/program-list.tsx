import { CardGrid } from '../../../layout/grid';
import { useProgramsOrFallback } from '../api/use-programs';
import { ProgramCard } from './program-card';
import { ProgramCardSkeletons } from './program-card-skeletons';

/** Programs from the API, the built-in ones on failure or an empty list (SPEC §4). */
export function ProgramList({ variant }: { variant: 'home' | 'programs-page' }) {
  const { programs, isLoading } = useProgramsOrFallback();
  return (
    <CardGrid $columns={4} aria-busy={isLoading || undefined}>
      {isLoading ? (
        <ProgramCardSkeletons />
      ) : (
        programs.map((program) => (
          <ProgramCard
            key={program.id}
            program={program}
            linkLabel={variant === 'home' ? 'Learn more' : 'Learn More'}
            withAnchor={variant === 'programs-page'}
          />
        ))
      )}
    </CardGrid>
  );
}
