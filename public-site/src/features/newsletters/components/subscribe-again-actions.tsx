import { ButtonLink } from '@da-boulder/shared-ui';

/** Where a refused newsletter link sends its reader: a new subscription, or the archive. */
export function SubscribeAgainActions() {
  return (
    <>
      <ButtonLink to="/newsletter#subscribe">Subscribe again</ButtonLink>
      <ButtonLink to="/newsletter" variant="secondary">
        Newsletter archive
      </ButtonLink>
    </>
  );
}
