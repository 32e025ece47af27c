/** `@da-boulder/shared-ui/testing`: the front ends' one fake API and renderers, for jest only. */
export * from './fake-api';
export { renderRoutes, renderWithProviders } from './render-with-providers';
export { renderWithTheme } from './render-with-theme';
export { isReactAria, serverRendered } from './server-rendered';
