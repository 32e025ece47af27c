import { Card, Skeleton } from '@da-boulder/shared-ui';

/** SPEC §4: four stand-ins while programs load. */
export const PROGRAM_SKELETON_COUNT = 4;

export function ProgramCardSkeletons() {
  return (
    <>
      {Array.from({ length: PROGRAM_SKELETON_COUNT }, (_, index) => (
        <Card key={index} data-testid="program-skeleton" aria-hidden="true">
          <Skeleton height="8rem" />
          <Skeleton height="1.5rem" width="70%" />
          <Skeleton height="3rem" />
        </Card>
      ))}
    </>
  );
}
