import type { Configuration, RspackPluginInstance } from '@rspack/core';

export declare const sharedSingletons: Record<
  string,
  { singleton: boolean; requiredVersion: string }
>;

export declare function createRspackConfig(options: {
  dir: string;
  name: string;
  federation: Record<string, unknown>;
  plugins?: RspackPluginInstance[];
  publicPath?: string;
  entry?: Record<string, string>;
}): Configuration;
