// The public forms as their routes' actions. A page's <form method="post"> sent without scripts
// arrives at its route's action through the shell's static handler, becomes the API's JSON call,
// and is answered with a page: success moves on to a page saying so (Post/Redirect/Get, so a
// reload never sends twice, and nothing typed goes into an address); a refusal renders the page
// again with what was typed and each error beside its field. With scripts, the page's form sends
// the same fields to the same action by fetch (useFormAction), which makes the same call from
// the browser and hands back what the API answered, for the page's toasts.
import { json, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { apiFetch, type PostedForm } from '@da-boulder/shared-ui';

/** The query parameter of the page a sent form moves on to: `?sent=<form>`. */
export const SENT_PARAM = 'sent';

/**
 * A form: its API call, its fields (sent as typed; `optional` ones left out when empty, as the
 * page's scripts leave them out; `hidden` ones have no place to show an error beside), whether
 * the API is told which form it is (`namesItself`: forms that share a call but not its rules),
 * and where it goes once sent (`sentTo`, else its own page; `inPlace`: the API's answer is the
 * page's, shown where it was sent; `outcomes`: the API's answers' `status` values that move on
 * to `?sent=<form>-<status>` instead, a page saying that).
 */
interface FormDefinition {
  api: string;
  fields: string[];
  namesItself?: true;
  optional?: string[];
  hidden?: string[];
  checkboxes?: string[];
  sentTo?: string;
  inPlace?: true;
  outcomes?: string[];
}

/** The event a registration is for: its id, and the copies SPEC §3 lists with it. */
const EVENT_FIELDS = [
  'eventId',
  'eventTitle',
  'eventDate',
  'eventTime',
  'eventLocation',
  'eventFacilitator',
];

// The contact page's form asks for an area of interest, the speak-with-teacher forms do not: the
// API holds each message to its form's rules (the contracts' contactSchemaOf).
const contact: FormDefinition = {
  api: '/api/contact',
  fields: ['name', 'email', 'interest', 'message'],
  namesItself: true,
};
const mailedLink = (api: string): FormDefinition => ({
  api,
  fields: ['token'],
  hidden: ['token'],
  inPlace: true,
});

/** Each form by the id of the hidden `form` field public-site's forms carry. */
const FORMS = {
  'contact-page': contact,
  'speak-with-teacher': { ...contact, optional: ['interest'] },
  subscribe: { api: '/api/newsletter/subscribe', fields: ['email', 'name'], optional: ['name'] },
  registration: {
    api: '/api/register',
    fields: ['name', 'email', 'diamondHeartGroupName', 'additionalMessage', ...EVENT_FIELDS],
    hidden: EVENT_FIELDS,
    checkboxes: ['inDiamondHeartGroup'],
    // SPEC §2: after a registration the visitor goes to /events.
    sentTo: '/events',
    // A full event's registration joins its waitlist: the page says so, not SPEC's success.
    outcomes: ['waitlisted'],
  },
  confirm: mailedLink('/api/newsletter/confirm'),
  unsubscribe: mailedLink('/api/newsletter/unsubscribe'),
  'cancel-registration': mailedLink('/api/registrations/cancel'),
} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof FORMS;

/** The spam trap's fields, passed on as they came. */
const TRAP_FIELDS = ['website', 'formIssuedAt'];

/** What the API answered a form posted to it as the visitor: its status and JSON. */
export interface PostAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * What the shell's server gives an action (the static handler's request context): the form's
 * JSON posted to the API as the visitor who sent it (their address, Origin, request id).
 */
export interface ActionContext {
  postApi(path: string, body: unknown): Promise<PostAnswer>;
}

/** What a refused or in-place form's page renders with: the form as posted, its next time. */
export interface FormActionData {
  posted: PostedForm;
  /** The signed time the page's forms carry next: the one sent, or the API's for a new press. */
  formIssuedAt?: string;
}

/** What the action hands back in the browser: the API's answer, or what it threw (as apiFetch). */
export type SentByScript = { sent: unknown } | { failed: unknown };

/** A post that is no form of this page's: the page's error view says so, with this status. */
const refuse = (message: string) => new Response(message, { status: 400 });

/**
 * What a form's fields become: the API's JSON body and the values shown again; refused when the
 * body is not one of `ids` (no or another form, a field given twice).
 */
function formFromFields(ids: readonly FormId[], fields: URLSearchParams) {
  const id = fields.get('form') ?? '';
  const form: FormDefinition | undefined = ids.includes(id as FormId)
    ? FORMS[id as FormId]
    : undefined;
  if (!form) throw refuse('This page has no such form.');
  const names = [...form.fields, ...(form.checkboxes ?? []), ...TRAP_FIELDS, 'form'];
  if (names.some((name) => fields.getAll(name).length > 1))
    throw refuse('A field of the form was sent more than once.');
  const values: Record<string, string> = {};
  const body: Record<string, unknown> = form.namesItself ? { form: id } : {};
  for (const name of form.fields) {
    const value = fields.get(name) ?? '';
    values[name] = value;
    if (value || !form.optional?.includes(name)) body[name] = value;
  }
  // A checkbox is sent only when ticked.
  for (const name of form.checkboxes ?? []) {
    values[name] = fields.has(name) ? 'on' : '';
    body[name] = fields.has(name);
  }
  // The group's name counts only for a member of a group, as the page's scripts send it.
  if (id === 'registration' && !body.inDiamondHeartGroup) body.diamondHeartGroupName = '';
  for (const name of TRAP_FIELDS) if (fields.has(name)) body[name] = fields.get(name);
  return { id, form, body, values };
}

/** The action of a route whose page carries the forms `ids`. */
export function formAction(ids: readonly FormId[]) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const fields = new URLSearchParams(await request.text());
    const { id, form, body, values } = formFromFields(ids, fields);
    const postApi = (context as ActionContext | undefined)?.postApi;
    // In the browser: the same call, as the visitor's own, its answer for the page to show.
    if (!postApi) {
      try {
        return { sent: await apiFetch(form.api, { method: 'POST', body }) } satisfies SentByScript;
      } catch (error) {
        return { failed: error } satisfies SentByScript;
      }
    }
    const answer = await postApi(form.api, body);
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && !form.inPlace) {
      const { status } = answer.json;
      const sent =
        typeof status === 'string' && form.outcomes?.includes(status) ? `${id}-${status}` : id;
      // Its own page keeps what it showed (a year's tab); one slash to start: "//?sent=…" would
      // name a host.
      const { pathname, searchParams } = new URL(request.url);
      const query = new URLSearchParams(form.sentTo ? '' : searchParams);
      query.set(SENT_PARAM, sent);
      return redirect(`${form.sentTo ?? pathname.replace(/^\/+/, '/')}?${query}`, 303);
    }
    // A refusal names its fields under `errors`; those shown in this form go beside them, and any
    // other (or none) makes the form's failure message.
    const named = answer.status === 400 ? answer.json.errors : undefined;
    const errors: Record<string, string> = {};
    if (named && typeof named === 'object')
      for (const [name, message] of Object.entries(named))
        if (name in values && !form.hidden?.includes(name) && typeof message === 'string')
          errors[name] = message;
    // The page again keeps the time the form was sent with, or takes the one the API gave for
    // the next press (a form sent too soon after its page, asked again).
    const given = answer.json.formIssuedAt;
    const formIssuedAt = typeof given === 'string' ? given : fields.get('formIssuedAt');
    const data: FormActionData = {
      posted: {
        form: id,
        values,
        errors,
        ...(Object.keys(errors).length === 0
          ? { answer: { status: answer.status, body: JSON.stringify(answer.json) } }
          : {}),
      },
      ...(formIssuedAt ? { formIssuedAt } : {}),
    };
    return json(data, { status: ok ? 200 : answer.status });
  };
}
