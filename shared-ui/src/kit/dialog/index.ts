export { Dialog } from './dialog';
export type { DialogProps } from './dialog-view';
export { DialogCloseButton, DialogHeader, dialogBox } from './dialog-parts';
