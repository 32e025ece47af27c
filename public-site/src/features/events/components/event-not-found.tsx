import { useEffect } from 'react';
import { ButtonLink, toast, usePageHead, type PageHead } from '@da-boulder/shared-ui';
import { MissingContent } from '../../../layout/missing-content';

type Action = 'looking for' | 'trying to register for';

/** 'Event Not Found' (SPEC §8); the registration page says 'trying to register for'. */
function EventNotFound({ action }: { action: Action }) {
  return (
    <MissingContent
      title="Event Not Found"
      description={`We couldn't find the event you're ${action}. It may have been removed or the link is incorrect.`}
      action={<ButtonLink to="/events">Back to Events</ButtonLink>}
    />
  );
}

/**
 * An event page's views for its route's errors, each keeping the page's head (`head` of null: no
 * such event; of undefined: not known): 'Event Not Found' for a slug that names none (404), and
 * for a read that failed (503) the same with the 'Failed to fetch event' toast (SPEC §8).
 */
export function eventErrorViews(action: Action, head: (event: null | undefined) => PageHead) {
  function NotFound() {
    usePageHead(head(null));
    return <EventNotFound action={action} />;
  }
  function ReadFailed() {
    usePageHead(head(undefined));
    useEffect(() => {
      toast({ title: 'Failed to fetch event', variant: 'destructive' });
    }, []);
    return <EventNotFound action={action} />;
  }
  return { NotFound, ReadFailed };
}
