import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PostedForm as ShownForm } from '@da-boulder/shared-ui';

/** A form as it was sent, for the page that answers it; with the signed time it carried. */
export type PostedForm = ShownForm & { formIssuedAt?: string };

export const FORM_BODY_LIMIT: number;
export const SENT_PARAM: string;
export const FORM_IDS: string[];

export function createFormPosts(options: {
  apiUrl: URL;
  trustProxy: boolean;
  renderPage: (
    req: IncomingMessage,
    res: ServerResponse,
    posted: PostedForm,
    status: number,
  ) => Promise<void>;
}): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
