// Kept for the one test under src/exposed that still imports it from here.
export { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
