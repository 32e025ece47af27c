// The public forms, sent without scripts: a page's <form method="post"> arrives here as
// application/x-www-form-urlencoded, becomes the API's JSON call (the same one the page's scripts
// make), and is answered with a page. Success moves on to a page saying so (Post/Redirect/Get, so
// a reload never sends twice, and nothing typed goes into an address); a refusal renders the page
// again with what was typed and each error beside its field.
import { forwardingHeaders } from './api-proxy.mjs';
import { requestIdHeader } from './request-id.mjs';

/** The most a form's body may hold: a long message is a few kilobytes. */
export const FORM_BODY_LIMIT = 100 * 1024;
/** How long the API may take to answer a form. */
const API_TIMEOUT_MS = 15_000;
/** The query parameter of the page a sent form moves on to: `?sent=<form>`. */
export const SENT_PARAM = 'sent';

/**
 * Each form: the pages that carry it, its API call, its fields (sent as typed; `optional` ones
 * left out when empty, as the page's scripts leave them out; `hidden` ones have no place to show
 * an error beside), and where it goes once sent (`sentTo`, else its own page; `inPlace`: the
 * API's answer is the page's, shown where it was sent; `outcomes`: the API's answers' `status`
 * values that move on to `?sent=<form>-<status>` instead, a page saying that). The ids are the
 * hidden `form` field public-site's forms carry.
 * @type {Record<string, {
 *   pages: RegExp, api: string, fields: string[], optional?: string[], hidden?: string[],
 *   checkboxes?: string[], sentTo?: string, inPlace?: true, outcomes?: string[],
 * }>}
 */
const FORMS = {
  'contact-page': {
    pages: /^\/contact$/,
    api: '/api/contact',
    fields: ['name', 'email', 'interest', 'message'],
  },
  'speak-with-teacher': {
    pages: /^\/(programs)?$/,
    api: '/api/contact',
    fields: ['name', 'email', 'interest', 'message'],
    optional: ['interest'],
  },
  subscribe: {
    pages: /^\/(newsletter)?$/,
    api: '/api/newsletter/subscribe',
    fields: ['email', 'name'],
    optional: ['name'],
  },
  registration: {
    pages: /^\/register\/[^/]+$/,
    api: '/api/register',
    fields: ['name', 'email', 'diamondHeartGroupName', 'additionalMessage', 'eventId'],
    hidden: ['eventId'],
    checkboxes: ['inDiamondHeartGroup'],
    // SPEC §2: after a registration the visitor goes to /events.
    sentTo: '/events',
    // A full event's registration joins its waitlist: the page says so, not SPEC's success.
    outcomes: ['waitlisted'],
  },
  confirm: {
    pages: /^\/newsletter\/confirm$/,
    api: '/api/newsletter/confirm',
    fields: ['token'],
    hidden: ['token'],
    inPlace: true,
  },
  unsubscribe: {
    pages: /^\/newsletter\/unsubscribe$/,
    api: '/api/newsletter/unsubscribe',
    fields: ['token'],
    hidden: ['token'],
    inPlace: true,
  },
  'cancel-registration': {
    pages: /^\/registrations\/cancel$/,
    api: '/api/registrations/cancel',
    fields: ['token'],
    hidden: ['token'],
    inPlace: true,
  },
};

/** What a page's `?sent=` may name: each form, and each of its other outcomes. */
export const FORM_IDS = Object.entries(FORMS).flatMap(([id, form]) => [
  id,
  ...(form.outcomes ?? []).map((status) => `${id}-${status}`),
]);

/** The spam trap's fields, passed on as they came. */
const TRAP_FIELDS = ['website', 'formIssuedAt'];

/** @typedef {{ status: number, message: string }} Refusal */

/**
 * A form as it was sent, for the page that answers it; with the signed time it is to carry.
 * @typedef {import('@da-boulder/shared-ui').PostedForm & { formIssuedAt?: string }} PostedForm
 */

/**
 * The body of a form post, read up to FORM_BODY_LIMIT bytes, or why it cannot be read (415 not a
 * form's encoding, 413 too large).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ fields: URLSearchParams } | Refusal>}
 */
function readFormBody(req) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' || req.headers['content-encoding'])
    return Promise.resolve({
      status: 415,
      message: 'This address takes a form as a browser sends it.',
    });
  const tooLarge = { status: 413, message: 'The form is too large.' };
  if (Number(req.headers['content-length'] ?? 0) > FORM_BODY_LIMIT)
    return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > FORM_BODY_LIMIT) {
        req.removeAllListeners('data');
        req.pause();
        resolve(tooLarge);
      } else chunks.push(chunk);
    });
    req.on('end', () =>
      resolve({ fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) }),
    );
    req.on('error', () => resolve({ status: 400, message: 'The form did not arrive whole.' }));
  });
}

/**
 * What a form's fields become: the API's JSON body and the values shown again, or a refusal when
 * the body is not this page's form (no or another form, a field given twice).
 * @param {string} pathname
 * @param {URLSearchParams} fields
 * @returns {{ id: string, form: (typeof FORMS)[string], body: Record<string, unknown>,
 *             values: Record<string, string> } | Refusal}
 */
function formFromFields(pathname, fields) {
  const id = fields.get('form') ?? '';
  const form = Object.hasOwn(FORMS, id) ? FORMS[id] : undefined;
  if (!form || !form.pages.test(pathname))
    return { status: 400, message: 'This page has no such form.' };
  const names = [...form.fields, ...(form.checkboxes ?? []), ...TRAP_FIELDS, 'form'];
  if (names.some((name) => fields.getAll(name).length > 1))
    return { status: 400, message: 'A field of the form was sent more than once.' };
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {Record<string, unknown>} */
  const body = {};
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

/**
 * Posts `body` as JSON to the API at `path`, as the visitor (their address headers, and the
 * Origin and Sec-Fetch-Site the API refuses other sites' writes by) under the request's id; its
 * status and JSON, or 502 when it cannot be reached.
 * @param {{ apiUrl: URL, trustProxy: boolean }} options
 * @param {import('node:http').IncomingMessage} req
 * @param {string} path
 * @param {unknown} body
 * @returns {Promise<{ status: number, json: Record<string, unknown> }>}
 */
async function postToApi({ apiUrl, trustProxy }, req, path, body) {
  const passed = Object.fromEntries(
    ['origin', 'sec-fetch-site', 'user-agent']
      .filter((name) => req.headers[name] !== undefined)
      .map((name) => [name, String(req.headers[name])]),
  );
  let answer;
  try {
    answer = await fetch(new URL(path, apiUrl), {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      headers: {
        ...passed,
        accept: 'application/json',
        'content-type': 'application/json',
        ...forwardingHeaders(req, { trustProxy }),
        ...requestIdHeader(),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 502, json: { message: 'The API is unavailable right now' } };
  }
  // An answer without JSON (a proxy's error page) is told by its status alone.
  const json = await answer.json().catch(() => null);
  return { status: answer.status, json: json ?? {} };
}

/** @param {string} value */
const escapeHtml = (value) =>
  value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A short page for a post that is no form of the page's: it says what went wrong, and how back.
 * @param {import('node:http').ServerResponse} res
 * @param {Refusal} refusal
 */
function refuse(res, { status, message }) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The rest of a body too large is not read.
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>The form was not sent</title><h1>The form was not sent</h1><p>${escapeHtml(message)}</p>` +
      `<p>Please go back to the page and send it again.</p><p><a href="/">Return Home</a></p></html>`,
  );
}

/**
 * Answers a form posted to a page.
 * `renderPage(url, posted, status)` answers with the page at `url` rendered with the form as
 * posted (what was typed, errors beside their fields, or the API's answer).
 * @param {{
 *   apiUrl: URL, trustProxy: boolean,
 *   renderPage: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *                posted: PostedForm, status: number) => Promise<void>,
 * }} options
 */
export function createFormPosts({ apiUrl, trustProxy, renderPage }) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async function answerFormPost(req, res) {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    const read = await readFormBody(req);
    if ('status' in read) return refuse(res, read);
    const posted = formFromFields(pathname, read.fields);
    if ('status' in posted) return refuse(res, posted);
    const { id, form, body, values } = posted;
    const answer = await postToApi({ apiUrl, trustProxy }, req, form.api, body);
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && !form.inPlace) {
      const { status } = answer.json;
      const sent =
        typeof status === 'string' && form.outcomes?.includes(status) ? `${id}-${status}` : id;
      res.writeHead(303, { Location: `${form.sentTo ?? pathname}?${SENT_PARAM}=${sent}` });
      return res.end();
    }
    // A refusal names its fields under `errors`; those shown in this form go beside them, and any
    // other (or none) makes the form's failure message.
    const named = answer.status === 400 ? answer.json.errors : undefined;
    /** @type {Record<string, string>} */
    const errors = {};
    if (named && typeof named === 'object')
      for (const [name, message] of Object.entries(named))
        if (name in values && !form.hidden?.includes(name) && typeof message === 'string')
          errors[name] = message;
    // The page again keeps the time the form was sent with, or takes the one the API gave for
    // the next press (a form sent too soon after its page, asked again).
    const given = answer.json.formIssuedAt;
    const formIssuedAt =
      (typeof given === 'string' ? given : read.fields.get('formIssuedAt')) ?? undefined;
    await renderPage(
      req,
      res,
      {
        form: id,
        values,
        errors,
        ...(Object.keys(errors).length === 0
          ? { answer: { status: answer.status, body: JSON.stringify(answer.json) } }
          : {}),
        ...(formIssuedAt ? { formIssuedAt } : {}),
      },
      ok ? 200 : answer.status,
    );
  };
}
