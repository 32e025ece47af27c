import type { RspackPluginInstance } from '@rspack/core';

export function routePreloadsPlugin(): RspackPluginInstance;
