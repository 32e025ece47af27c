export {
  focusTarget,
  headerHeight,
  HEADER_HEIGHT_FALLBACK_PX,
  landOn,
  whenPresent,
} from './land-on';
export { SiteOriginContext, useSiteOrigin } from './site-origin';
