import { renderRoutes } from '@da-boulder/shared-ui/testing';
import { routes } from '../exposed/routes';

/**
 * The public page at `url` as the browser's router shows it after a link: its route's loader
 * reading from the (fake) API, its lazy page and its error view, all from the site's own routes.
 */
export const renderRoute = (url: string) => renderRoutes(routes, { url });
