export { VisuallyHidden, visuallyHidden } from './visually-hidden';
export { NewTabLink } from './new-tab-link';
