import { createContext, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../http/api-fetch';
import { useServerRendering } from '../server-rendering';

/** A public form as it was sent without scripts, for the page the server answered it with. */
export interface PostedForm {
  /** The form's id: its hidden `form` field. */
  form: string;
  /** What was typed, by field name ('on' for a ticked checkbox). */
  values: Record<string, string>;
  /** The API's message for each field it refused, shown beside it. */
  errors: Record<string, string>;
  /** The API's answer, when it refused the form as a whole or answered it in place. */
  answer?: { status: number; body: string };
}

/** What a server-rendered page's forms start from. */
export interface FormState {
  /** When the server rendered the page's forms, signed (`<ms>.<signature>`). */
  formIssuedAt?: string;
  /** The form the page answers, sent without scripts. */
  posted?: PostedForm;
  /**
   * The page's address names nothing the API knows (an unknown slug): one page, rendered once,
   * serves every such address of a route.
   */
  notFound?: true;
}

declare global {
  interface Window {
    /** The page's FormState, written into a server-rendered page by the shell's server. */
    __FORM_STATE__?: FormState;
  }
}

/** The page's FormState: given by the shell on the server and, from the page, in the browser. */
export const FormStateContext = createContext<FormState>({});

/**
 * True while the page shows the address the server rendered as naming nothing (useSiteForm's
 * FormState.notFound): the page says so at once, as the server did, without asking the API.
 */
export function useRenderedNotFound(): boolean {
  const { notFound } = useContext(FormStateContext);
  const [fromServer] = useState(useServerRendering());
  const { pathname } = useLocation();
  const [renderedPath] = useState(pathname);
  return fromServer && notFound === true && pathname === renderedPath;
}

/** Off screen rather than display:none, which bots know to skip. */
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** What a public form adds to what it sends, for the API's spam trap. */
export type SpamTrapStamp = { website: string } & (
  { formIssuedAt: string; fillMs?: never } | { fillMs: number; formIssuedAt?: never }
);

/**
 * One public form, the same with and without scripts: render `fields` inside a
 * `<form method="post">` and, once scripts run, send `stamp(values)` as JSON.
 *
 * `fields` names the form to the server (which turns a post sent without scripts into the same
 * API call), and carries the spam trap: a honeypot field, invisible, hidden from screen readers
 * and skipped by the keyboard, so only a bot fills it in; and the signed time the server rendered
 * the form at, from which the API measures how long it took to fill in (people take a few
 * seconds, autofill or not). A form the browser renders itself (reached by navigating in the
 * page) has no such time: it sends how long it has been shown instead (`fillMs`).
 *
 * `posted` is the form as the page's server answered it (sent without scripts: what was typed,
 * each error beside its field), and `failure` that answer as the error the scripts would have
 * had, when the API refused the form as a whole.
 */
export function useSiteForm(id: string): {
  fields: ReactElement;
  posted: PostedForm | undefined;
  failure: ApiError | undefined;
  stamp: <T extends object>(values: T) => T & SpamTrapStamp;
} {
  const state = useContext(FormStateContext);
  // Only a form the server rendered (and the browser hydrates) starts from the page's state.
  const [fromServer] = useState(useServerRendering());
  const formIssuedAt = fromServer ? state.formIssuedAt : undefined;
  const posted = fromServer && state.posted?.form === id ? state.posted : undefined;
  const answer = posted?.answer;
  const failure =
    answer && (answer.status < 200 || answer.status > 299)
      ? new ApiError(answer.status, `${answer.status}: ${answer.body}`, answer.body)
      : undefined;
  const honeypot = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const fields = (
    <>
      <input type="hidden" name="form" value={id} />
      {formIssuedAt ? <input type="hidden" name="formIssuedAt" value={formIssuedAt} /> : null}
      <OffScreen aria-hidden="true">
        <label>
          Leave this field empty
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </OffScreen>
    </>
  );
  return {
    fields,
    posted,
    failure,
    stamp: (values) => ({
      ...values,
      website: honeypot.current?.value ?? '',
      ...(formIssuedAt ? { formIssuedAt } : { fillMs: Math.max(Date.now() - shownAt.current, 0) }),
    }),
  };
}
