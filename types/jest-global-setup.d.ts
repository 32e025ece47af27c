// The database test-support/jest-global-setup.mjs starts when jest runs alone, for its teardown.
// eslint-disable-next-line no-var -- a global is declared with var
declare var __TEST_DB__:
  Awaited<ReturnType<typeof import('../scripts/lib/local-db.mjs').startLocalDb>> | undefined;
