// Theme and plumbing
export { theme, media } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { focusRing } from './theme/focus-ring';
export { apiFetch, ApiError, throwIfNotOk } from './http/api-fetch';
export { swrDefaults } from './http/swr-config';
export { useAuthStore } from './session/auth-store';
export * from './navigation';
export type { AuthUser } from './session/auth-store';

// Design kit
export * from './kit/button';
export * from './kit/card';
export * from './kit/badge';
export * from './kit/typography';
export * from './kit/layout';
export * from './kit/form-field';
export * from './kit/skeleton';
export * from './kit/empty-state';
export * from './kit/error-panel';
export * from './kit/spinner';
export * from './kit/visually-hidden';
export * from './kit/site-form';
export * from './kit/dialog';
export * from './kit/tabs';
export * from './kit/switch';
export * from './kit/toast';
export * from './kit/carousel';
export * from './kit/video-embed';
export * from './kit/image-with-fallback';
export * from './kit/when-near-viewport';
export * from './kit/server-rendering';
export * from './kit/page-meta';
export * from './kit/flatirons-art';
export * from './kit/replaced-focus';
export * from './markdown';
export * from './text';
