import { ButtonLink } from '@da-boulder/shared-ui';
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
