/** SPEC §9: the header height when it cannot be measured. */
export const HEADER_HEIGHT_FALLBACK_PX = 80;

/** How long the page must keep its size, and the scroll stand still, before a landing is done. */
const SETTLED_MS = 600;
/** However busy the page, a landing lets go after this long. */
const LANDING_LIMIT_MS = 6000;
/** What the visitor does to take over the scrolling. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The sticky site header's height: a target lands just below it. */
export function headerHeight(): number {
  return (
    document.querySelector('header')?.getBoundingClientRect().height || HEADER_HEIGHT_FALLBACK_PX
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Moves keyboard and screen-reader focus to `element` without scrolling. A heading or a section
 * is made focusable for the moment (tabindex -1, removed when focus leaves). Targets other than
 * headings show no focus ring: the page scrolling to them already shows where the reader is.
 */
export function focusTarget(element: HTMLElement): void {
  const added: string[] = [];
  if (!element.matches(FOCUSABLE)) {
    element.setAttribute('tabindex', '-1');
    added.push('tabindex');
  }
  if (!/^H[1-6]$/.test(element.tagName)) {
    element.setAttribute('data-focus-target', '');
    added.push('data-focus-target');
  }
  if (added.length) {
    const restore = () => added.forEach((name) => element.removeAttribute(name));
    element.addEventListener('blur', restore, { once: true });
  }
  element.focus({ preventScroll: true });
}

/**
 * Scrolls `target` to just below the sticky header and keeps it there while the content above it
 * settles: sections that load as they come near the viewport (and pictures) grow during the
 * scroll, which would leave the target short. Re-aims whenever the document changes size, and
 * lets go once size and scroll have been still for a moment, after a few seconds at most, or as
 * soon as the visitor scrolls, touches or types. With `focus`, focus moves to the target too.
 * Returns a function that lets go at once.
 */
export function landOn(target: HTMLElement, { focus = false }: { focus?: boolean } = {}) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const aim = () => {
    const top = target.getBoundingClientRect().top + window.scrollY - headerHeight();
    window.scrollTo({ top: Math.max(0, Math.round(top)), behavior });
  };
  if (focus) focusTarget(target);
  aim();
  if (typeof ResizeObserver === 'undefined') return () => {};

  let settledTimer: number | undefined;
  const waitForStillness = () => {
    window.clearTimeout(settledTimer);
    settledTimer = window.setTimeout(release, SETTLED_MS);
  };
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return release();
    aim();
    waitForStillness();
  });
  const limitTimer = window.setTimeout(release, LANDING_LIMIT_MS);
  function release() {
    observer.disconnect();
    window.clearTimeout(settledTimer);
    window.clearTimeout(limitTimer);
    window.removeEventListener('scroll', waitForStillness);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, release, true);
  }
  observer.observe(document.documentElement);
  window.addEventListener('scroll', waitForStillness, { passive: true });
  for (const type of VISITOR_INPUT) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  waitForStillness();
  return release;
}

/**
 * Calls `found` with the first element `find` returns, as soon as there is one: now, or when the
 * content under `root` changes (a page chunk or its data arriving); with null after `limitMs`.
 * Returns a function that stops looking.
 */
export function whenPresent<T extends Element>(
  find: () => T | null,
  found: (element: T | null) => void,
  { root = document.body, limitMs = 10_000 }: { root?: Node; limitMs?: number } = {},
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => {
    stop();
    found(null);
  }, limitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
