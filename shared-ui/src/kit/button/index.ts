export { Button, ButtonLink, ButtonLook } from './button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './button';
