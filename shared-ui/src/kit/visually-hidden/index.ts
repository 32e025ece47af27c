export { VisuallyHidden, visuallyHidden } from './visually-hidden';
export { NewTabLink, OPENS_IN_NEW_TAB } from './new-tab-link';
