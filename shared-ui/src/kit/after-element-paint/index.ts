export { useAfterElementPaint } from './use-after-element-paint';
