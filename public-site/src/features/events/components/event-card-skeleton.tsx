import { Card, Skeleton } from '@da-boulder/shared-ui';

/** Stand-ins while events load (SPEC §4: 3 on the home page, 6 on the events page). */
export function EventCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} data-testid="event-skeleton" aria-hidden="true">
          <Skeleton height="3rem" width="3.5rem" />
          <Skeleton height="1.5rem" />
          <Skeleton height="1rem" width="60%" />
          <Skeleton height="4rem" />
        </Card>
      ))}
    </>
  );
}
