export { usePageMeta } from './use-page-meta';
