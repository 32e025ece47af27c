import { useEffect } from 'react';
import { ButtonLink, toast } from '@da-boulder/shared-ui';
import { MissingContent } from '../../../layout/missing-content';

/** 'Event Not Found' (SPEC §8); the registration page says 'trying to register for'. */
export function EventNotFound({ action }: { action: 'looking for' | 'trying to register for' }) {
  return (
    <MissingContent
      title="Event Not Found"
      description={`We couldn't find the event you're ${action}. It may have been removed or the link is incorrect.`}
      action={<ButtonLink to="/events">Back to Events</ButtonLink>}
    />
  );
}

/**
 * An event that could not be read (SPEC §8): the 'Failed to fetch event' toast, and the page says
 * 'Event Not Found' as for a slug that names none.
 */
export function EventReadFailed({ action }: { action: 'looking for' | 'trying to register for' }) {
  useEffect(() => {
    toast({ title: 'Failed to fetch event', variant: 'destructive' });
  }, []);
  return <EventNotFound action={action} />;
}
