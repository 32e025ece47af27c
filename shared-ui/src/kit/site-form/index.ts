export { FormStateContext, useSiteForm } from './site-form';
export type { FormState, PostedForm } from './site-form';
