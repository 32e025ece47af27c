// When a public page's primary action first works (issue 31), on a slow phone: 390 px, 4x CPU
// slowdown, 150 ms and 1.6 Mbps (Lighthouse's slow 4G, applied by Chromium itself), cold cache.
// Measured as a person would: a tap on the control once its text is seen, at first paint or a
// fixed step later in a fresh load, until one leads to what the spec says it does. A native form
// post counts: the press then navigates to the server's answer page.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/chromium.mjs';
/** @import { Browser, Locator, Page } from '@playwright/test' */

// The contracts' CommonJS build (npm run bench builds it first).
/** @type {typeof import('@da-boulder/contracts')} */
const { ASK_AGAIN } = createRequire(import.meta.url)('@da-boulder/contracts');

/**
 * @typedef {{ path: string, control: string, selector: string,
 *   fields?: () => Record<string, string>, result: (page: Page) => Locator }} Action
 */

const RUNS = 3;
/** Later presses, each in a fresh load, until one works or the last is past this. */
const STEP_MS = 250;
const LAST_PRESS_MS = 3000;
/** How long a press may take to show its result (a press before hydration may be sent after it). */
const RESULT_TIMEOUT_MS = 20_000;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The bench's own addresses: the stack's mail stays in its mail folder, nobody is written to. */
const benchEmail = () => `bench-visitor-${randomUUID()}@example.org`;

/** @type {Omit<Action, 'path'>} */
const headerMenu = {
  control: 'Menu',
  selector: 'header button[aria-haspopup="dialog"]',
  result: (page) => page.getByRole('dialog', { name: 'Menu' }),
};

/** The submit button of the public form whose hidden `form` field names it (public-site's form-actions.ts). */
const submitOf = (/** @type {string} */ form) =>
  `form:has(input[name="form"][value="${form}"]) button[type="submit"]`;

/**
 * What a form's press shows: the spec's success, or, pressed sooner after the page came than a
 * person fills a form in, the request to check it and press again (the API's spam trap never
 * holds such a press in silence). Either is the press working: the control was alive and nothing
 * typed was lost. The bench prints which presses were asked again, so the second press a person
 * then makes is never hidden in the figure.
 * @param {Page} page
 * @param {string} success
 */
const answered = (page, success) => page.getByText(success).or(page.getByText(ASK_AGAIN));

/**
 * Each page's primary action: the control pressed, what autofill puts in its form first (by
 * field name), and the spec's result, on the answer page or in the hydrated page's toast. The
 * event page's own button is a link, which works as soon as it is seen: its action is the
 * header's Menu. `registerSlug` names an event that takes registrations.
 * @param {{ eventSlug: string, registerSlug: string }} slugs
 * @returns {Action[]}
 */
export const primaryActions = ({ eventSlug, registerSlug }) => [
  { path: '/', ...headerMenu },
  { path: `/events/${eventSlug}`, ...headerMenu },
  {
    path: `/register/${registerSlug}`,
    control: 'Register',
    selector: submitOf('registration'),
    fields: () => ({ name: 'Bench Visitor', email: benchEmail() }),
    result: (page) =>
      answered(page, 'You have been registered for the event. Check your email for confirmation.'),
  },
  {
    path: '/contact',
    control: 'Send Message',
    selector: submitOf('contact-page'),
    fields: () => ({
      name: 'Bench Visitor',
      email: benchEmail(),
      interest: 'programs',
      message: 'A question from the bench about the programs.',
    }),
    result: (page) => answered(page, "Thank you for reaching out. We'll get back to you soon."),
  },
  {
    path: '/newsletter',
    control: 'Subscribe',
    selector: submitOf('subscribe'),
    fields: () => ({ email: benchEmail() }),
    result: (page) => answered(page, 'Thank you for subscribing to our newsletter.'),
  },
];

/**
 * In the page, in one task, as autofill does: each field's value set and announced (input and
 * change, through the element type's own setter, which React's value tracking watches), then the
 * control scrolled into view if it is below it. Returns the control's centre, or null.
 * @param {{ selector: string, fields: Record<string, string> }} options
 */
function autofillAndFind({ selector, fields }) {
  const control = /** @type {HTMLButtonElement | null} */ (document.querySelector(selector));
  if (!control) return null;
  for (const [name, value] of Object.entries(fields)) {
    const field = control.form?.elements.namedItem(name);
    const setValue =
      field && Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!(field instanceof HTMLElement) || !setValue)
      throw new Error(`${selector}: its form has no field ${name}`);
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (control.getBoundingClientRect().bottom > innerHeight)
    control.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = control.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * `promise`, or an error saying `what` after the time a press's result may take.
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
const within = (promise, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(what)), RESULT_TIMEOUT_MS).unref(),
    ),
  ]);

/**
 * One fresh load of `url` on the slow phone: at first paint + `delayMs`, fills in, taps the
 * control and waits for the result. Navigation start and first
 * paint come from the browser's own events, so the page's busy main thread never delays knowing
 * them; only what a person does (fill in, find the control) waits for it. The times are from the
 * start of navigation; `works` is whether the press did what the spec says, and still does once
 * the page has settled (hydration must not undo it).
 * @param {Browser} browser
 * @param {string} url
 * @param {Action} action
 * @param {number} delayMs
 */
async function pressOnce(browser, url, action, delayMs) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    /** @type {Promise<{ timestamp: number, wallTime: number }>} */
    const navigation = new Promise((resolve) => {
      /** @param {{ type?: string, timestamp: number, wallTime: number }} request */
      const onRequest = (request) => {
        if (request.type !== 'Document') return;
        cdp.off('Network.requestWillBeSent', onRequest);
        resolve(request);
      };
      cdp.on('Network.requestWillBeSent', onRequest);
    });
    /** @type {Promise<number>} */
    const firstPaint = new Promise((resolve) => {
      /** @param {{ name: string, timestamp: number }} event */
      const onLifecycle = (event) => {
        if (event.name !== 'firstContentfulPaint') return;
        cdp.off('Page.lifecycleEvent', onLifecycle);
        resolve(event.timestamp);
      };
      cdp.on('Page.lifecycleEvent', onLifecycle);
    });
    await page.goto(url, { waitUntil: 'commit' });
    const started = await navigation;
    // Monotonic seconds for the paint, the wall clock for the presses.
    const fcpMs = ((await within(firstPaint, 'no first paint')) - started.timestamp) * 1000;
    const sinceNavigation = () => Date.now() - started.wallTime * 1000;
    const wait = fcpMs + delayMs - sinceNavigation();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // One request to the page (it waits for the page's main thread, as a person's autofill
    // does), then a finger, not Playwright's click: nothing waits for the control to be enabled.
    const centre = await page.evaluate(autofillAndFind, {
      selector: action.selector,
      fields: action.fields?.() ?? {},
    });
    const pressedMs = sinceNavigation();
    if (!centre) return { fcpMs, pressedMs, works: false, askedAgain: false };
    await page.touchscreen.tap(centre.x, centre.y);
    const result = action.result(page).first();
    const shown = await result
      .waitFor({ timeout: RESULT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    if (shown) await page.waitForLoadState('networkidle');
    return {
      fcpMs,
      pressedMs,
      works: shown && (await result.isVisible()),
      askedAgain: await page.getByText(ASK_AGAIN).first().isVisible(),
    };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each action's first working press, median of 3 runs: the earliest press in a run (first paint,
 * then every 250 ms later, each in a fresh load) that did what the spec says, or none by 3 s
 * (Infinity: it counts as the slowest); and how many of those were asked to press again.
 * @param {{ baseUrl: string, actions: Action[] }} options
 * @returns {Promise<{ path: string, control: string, fcpMs: number, actionMs: number, runs: number[], askedAgain: number }[]>}
 */
export async function measureFirstActions({ baseUrl, actions }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const measured = [];
    for (const action of actions) {
      const fcps = [];
      const runs = [];
      let askedAgain = 0;
      for (let run = 0; run < RUNS; run++) {
        let first = null;
        for (let delayMs = 0; delayMs <= LAST_PRESS_MS && !first; delayMs += STEP_MS) {
          const press = await pressOnce(browser, `${baseUrl}${action.path}`, action, delayMs).catch(
            (error) => {
              // No first paint or no control to press: later presses would find none either.
              console.log(`  ${action.path}: ${error.message.split('\n')[0]}`);
              return null;
            },
          );
          if (!press) break;
          fcps.push(press.fcpMs);
          if (press.works) first = press;
        }
        runs.push(first ? first.pressedMs : Infinity);
        if (first?.askedAgain) askedAgain += 1;
      }
      measured.push({
        path: action.path,
        control: action.control,
        fcpMs: median(fcps),
        actionMs: median(runs),
        runs,
        askedAgain,
      });
    }
    return measured;
  } finally {
    await browser.close();
  }
}
