export { useReplacedFocus } from './use-replaced-focus';
