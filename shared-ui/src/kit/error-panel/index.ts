export { ErrorPanel } from './error-panel';
export type { ErrorPanelProps } from './error-panel';
