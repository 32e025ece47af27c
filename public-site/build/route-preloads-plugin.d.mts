import type { RspackPluginInstance } from '@rspack/core';

export const ROUTE_PRELOADS_FILE: string;
export class RoutePreloadsPlugin implements RspackPluginInstance {
  apply: RspackPluginInstance['apply'];
}
