import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { useToastStore } from '@da-boulder/shared-ui';

// jsdom has no popovers: it shows every one, where a browser shows none until it is opened (which
// jsdom cannot do). The browser's rule, so tests find by role what a visitor would see. Not in
// the suites that run in Node (`@jest-environment node`), which have no document.
if (typeof document !== 'undefined') {
  const closedPopovers = document.createElement('style');
  closedPopovers.textContent = '[popover] { display: none; }';
  document.head.append(closedPopovers);
}

// findBy* and waitFor wait up to 1 s by default: on a loaded 2-core CI machine a page's first
// fetch and render took longer (the webinars page was still loading at 1 s). A wait ends as soon
// as what it waits for is there, so a longer limit costs a passing test nothing. 5 s was not
// enough either with the API suites and a build beside it (a contact form's refusal toast).
configure({ asyncUtilTimeout: 10_000 });

// The toast store outlives a test: each starts with none, as a new page does, so an earlier test's
// toast (its timer restarted by the next mount) is never found in place of the one under test.
// After Testing Library's own cleanup, registered first, has unmounted the toast region.
afterEach(() => useToastStore.setState({ toasts: [] }));
