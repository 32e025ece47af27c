// The signed time a page of the site ends with for each of its forms, as a visitor's browser
// sends it: the API's spam trap holds a form without one.
import { formTimeIn } from '@da-boulder/shared-ui/form-times';

/** FORM_MIN_FILL_SECONDS's default, and a little more. */
const FILL_MS = 2_500;

/**
 * The signed time `pathname` ends with for `form` (its `form` id), once old enough to pass.
 * @param {string} shellUrl
 * @param {string} pathname
 * @param {string} form
 */
export async function pageFormTime(shellUrl, pathname, form) {
  const time = formTimeIn(await (await fetch(`${shellUrl}${pathname}`)).text(), form);
  if (!time) throw new Error(`bench: ${pathname} carries no signed time for its ${form} form`);
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  return time;
}
