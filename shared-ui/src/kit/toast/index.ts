export { toast, useToastStore, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-store';
export type { ToastInput, ToastVariant } from './toast-store';
export { Toaster, ToastEcho, SWIPE_THRESHOLD_PX } from './toaster';
