export { FormStateContext, useSiteForm } from './site-form';
export type { FormState, PostedForm, SpamTrapStamp } from './site-form';
