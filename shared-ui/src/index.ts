export { theme, media } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { apiFetch, ApiError, throwIfNotOk } from './http/api-fetch';
export { swrDefaults, longCache, FIVE_MINUTES_MS } from './http/swr-config';
export { useAuthStore } from './session/auth-store';
export type { AuthUser } from './session/auth-store';
