export { WhenNearViewport } from './when-near-viewport';
export type { WhenNearViewportProps } from './when-near-viewport';
