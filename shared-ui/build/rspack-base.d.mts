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

export declare function createServerRspackConfig(options: {
  dir: string;
  name: string;
  federation: Record<string, unknown>;
  outputDir: string;
  entry?: Record<string, string>;
  library?: { type: string };
}): Configuration;
