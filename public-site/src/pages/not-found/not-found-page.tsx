import { ButtonLink, usePageHead } from '@da-boulder/shared-ui';
import { NOT_FOUND_HEAD } from '../../exposed/page-titles';
import { MissingContent } from '../../layout/missing-content';

/**
 * Any other path (SPEC §2), answered with status 404 by the shell's server. Without the spec's
 * developer hint: visitors read this page (docs/differences.md).
 */
export default function NotFoundPage() {
  usePageHead(NOT_FOUND_HEAD);
  return (
    <MissingContent
      title="404 Page Not Found"
      description="The page you were looking for isn't here. It may have moved, or the link may be mistyped."
      action={<ButtonLink to="/">Return Home</ButtonLink>}
    />
  );
}
