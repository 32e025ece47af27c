import type { ReactNode } from 'react';
import { ApiError, Text } from '@da-boulder/shared-ui';

/** What a failed request tells the person: the server's message, or to try again. */
export const failureText = (error: unknown): string =>
  (error instanceof ApiError && error.serverMessage) || 'Please try again in a moment.';

/**
 * A mailed link the API refused: used, expired, or never ours (400 once the form's own fields
 * were checked as the API checks them, 410). Only a new link helps.
 */
export const isRefusedLink = (error: unknown): boolean =>
  error instanceof ApiError && [400, 410].includes(error.status);

/** A refused link's message, in place of its page's form, and how to get a new one (`children`). */
export function RefusedLink({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert">
      <Text>{message}</Text>
      <Text>{children}</Text>
    </div>
  );
}
