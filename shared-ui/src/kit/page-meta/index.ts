export { usePageMeta } from './use-page-meta';
export { NoindexContext, usePageHead } from './use-page-head';
export { ADMIN_HEADS, SITE_NAME, pageTitle, type PageHead } from './page-heads';
