export { ErrorSummary } from './error-summary';
export { FormStateContext, useSiteForm } from './site-form';
export type { FormState, PostedForm } from './site-form';
