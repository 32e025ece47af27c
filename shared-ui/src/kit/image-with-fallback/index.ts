export { ImageWithFallback } from './image-with-fallback';
export type { ImageWithFallbackProps } from './image-with-fallback';
