import '@testing-library/jest-dom';

// jsdom has no popovers: it shows every one, where a browser shows none until it is opened (which
// jsdom cannot do). The browser's rule, so tests find by role what a visitor would see. Not in
// the suites that run in Node (`@jest-environment node`), which have no document.
if (typeof document !== 'undefined') {
  const closedPopovers = document.createElement('style');
  closedPopovers.textContent = '[popover] { display: none; }';
  document.head.append(closedPopovers);
}
