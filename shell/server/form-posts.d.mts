import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PostedForm as ShownForm } from '@da-boulder/shared-ui';

/** A form as it was sent, for the page that answers it; with the signed time it carried. */
export type PostedForm = ShownForm & { formIssuedAt?: string };

type Refusal = { status: number; message: string };

export const FORM_BODY_LIMIT: number;
export const SENT_PARAM: string;
export const FORM_IDS: string[];

export function readFormBody(
  req: IncomingMessage,
  limit?: number,
): Promise<{ fields: URLSearchParams } | Refusal>;

export function formFromFields(
  pathname: string,
  fields: URLSearchParams,
):
  | {
      id: string;
      form: { api: string; sentTo?: string; inPlace?: true };
      body: Record<string, unknown>;
      values: Record<string, string>;
    }
  | Refusal;

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
