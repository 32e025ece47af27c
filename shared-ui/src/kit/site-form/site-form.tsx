import { createContext, useContext, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../http/api-fetch';
import { useServerRendering } from '../server-rendering';
import { formElementId } from './form-times.mjs';

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
  /** The form the page answers, sent without scripts. */
  posted?: PostedForm;
}

/** The page's FormState: a form its route's action answered (public-site's routes give it). */
export const FormStateContext = createContext<FormState>({});

/** Off screen rather than display:none, which bots know to skip. */
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The signed time fields at the page's end that belong to the form (form-times.mjs). */
const timeFieldsOf = (formId: string) =>
  document.querySelectorAll<HTMLInputElement>(`input[name="formIssuedAt"][form="${formId}"]`);

/**
 * One public form, the same with and without scripts: render `fields` inside a
 * `<form method="post" id={formId}>`, and once scripts run send the form itself (its fields, as
 * the browser would post them) to its route's action.
 *
 * `fields` names the form to the server (which turns a post sent without scripts into the same
 * API call), and carries the honeypot, a field invisible, hidden from screen readers and skipped
 * by the keyboard, so only a bot fills it in. The page ends with the signed time the shell sent
 * it at, in a hidden field of this form's (by its `form` attribute, whether the server rendered
 * the form or the browser did after a link), from which the API measures how long the form took
 * to fill in: people take a few seconds, autofill or not. One sent too soon after is answered
 * with a request to press again and a time for that press: `askedAgain(error)` keeps it.
 *
 * `posted` is the form as the page's server answered it (sent without scripts: what was typed,
 * each error beside its field), and `failure` that answer as the error the scripts would have
 * had, when the API refused the form as a whole.
 */
export function useSiteForm(id: string): {
  formId: string;
  fields: ReactElement;
  posted: PostedForm | undefined;
  failure: ApiError | undefined;
  askedAgain: (error: unknown) => void;
} {
  const state = useContext(FormStateContext);
  // Only a form the server rendered (and the browser hydrates) starts from the page's state.
  const [fromServer] = useState(useServerRendering());
  const formId = formElementId(id);
  const posted = fromServer && state.posted?.form === id ? state.posted : undefined;
  const answer = posted?.answer;
  const failure =
    answer && (answer.status < 200 || answer.status > 299)
      ? new ApiError(answer.status, `${answer.status}: ${answer.body}`, answer.body)
      : undefined;
  const fields = (
    <>
      <input type="hidden" name="form" value={id} />
      <OffScreen aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </OffScreen>
    </>
  );
  return {
    formId,
    fields,
    posted,
    failure,
    askedAgain: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      let given: unknown;
      try {
        given = (JSON.parse(error.body) as { formIssuedAt?: unknown }).formIssuedAt;
      } catch {
        return;
      }
      if (typeof given === 'string') for (const field of timeFieldsOf(formId)) field.value = given;
    },
  };
}
