// Plain JavaScript: the shell's server writes these fields into every page it sends.

/**
 * The public forms the API's spam trap times, by their `form` id: the signed time a page was
 * sent at reaches each of them from the page's end.
 */
export const TIMED_FORMS = ['contact-page', 'speak-with-teacher', 'subscribe', 'registration'];

/**
 * The id of a public form's `<form>` element, which its fields at the page's end name.
 * @param {string} form
 */
export const formElementId = (form) => `site-form-${form}`;

/**
 * The fields a page ends with: for each timed form, a hidden `formIssuedAt` holding `signedTime`,
 * the form's by its `form` attribute wherever the form stands on the page (or appears later,
 * rendered by the browser). Each answer of a page writes its own time here, so the document
 * before them is made once (server-kit's createDocumentResponder).
 * @param {string} signedTime `<ms>.<signature>`, as server-kit's form-issued-at.mjs signs it
 */
export const formTimeFields = (signedTime) =>
  TIMED_FORMS.map(
    (form) =>
      `<input type="hidden" form="${formElementId(form)}" name="formIssuedAt" value="${signedTime}">`,
  ).join('');

/**
 * The signed time `html` (a page as the shell sent it) ends with for `form`, as formTimeFields
 * wrote it, or undefined: for tests and the bench, which post as a page's form would.
 * @param {string} html
 * @param {string} form
 */
export const formTimeIn = (html, form) =>
  new RegExp(`form="${formElementId(form)}" name="formIssuedAt" value="([^"]+)"`).exec(html)?.[1];
