export { useServerRendering } from './use-server-rendering';
