// Debian's Chromium, as the journeys and the bench launch it: Playwright never downloads a browser.

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Headless in a container: no sandbox or GPU, and no traffic of the browser's own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
