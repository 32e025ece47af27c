export { usePageMeta } from './use-page-meta';
export { usePageHead } from './use-page-head';
export {
  ADMIN_HEADS,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  SITE_NAME,
  SITE_ORGANIZATION,
  eventHead,
  pageTitle,
  registerHead,
  webinarHead,
  type PageHead,
} from './page-heads.mjs';
