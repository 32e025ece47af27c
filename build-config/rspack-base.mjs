// The rspack configuration the shell and both remotes share: TypeScript through SWC, content-hashed
// output with source maps kept beside dist/, precompressed assets and the shared singletons.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
/** @import { Compiler, Configuration, RspackPluginInstance } from '@rspack/core' */
/** @typedef {ConstructorParameters<typeof ModuleFederationPlugin>[0]} FederationOptions */

const require = createRequire(import.meta.url);

/** @param {string} pkg */
function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

/** @param {string} pkg */
const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

/** One router, one theme and one auth store for the whole page. */
export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  'styled-components': singleton('styled-components'),
  zustand: singleton('zustand'),
  '@da-boulder/shared-ui': { singleton: true, requiredVersion: '^1.0.0' },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;

/** Writes .gz and .br next to every emitted text asset, so servers never compress at request time. */
class PrecompressPlugin {
  /** @param {Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outDir = compiler.outputPath;
      for (const asset of compilation.getAssets()) {
        if (!COMPRESSIBLE.test(asset.name) || asset.name.endsWith('.map')) continue;
        const file = path.join(outDir, asset.name);
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    });
  }
}

/**
 * Moves the source maps out of dist/ into sourcemaps/ beside it: they stay build artefacts for
 * error tracking, but whatever publishes dist/ (the servers here, a CDN) never serves the source.
 * The bundles carry no sourceMappingURL (hidden-source-map), so browsers never ask for them.
 */
class SourceMapsOutsideDistPlugin {
  /** @param {Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SourceMapsOutsideDistPlugin', (compilation) => {
      const outDir = compiler.outputPath;
      const mapsDir = path.join(outDir, '..', 'sourcemaps');
      rmSync(mapsDir, { recursive: true, force: true });
      for (const asset of compilation.getAssets()) {
        if (!asset.name.endsWith('.map')) continue;
        const target = path.join(mapsDir, asset.name);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, asset.name), target);
      }
    });
  }
}

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
      experimental: {
        // Class names from each component's file and name instead of the order components were
        // defined in: the server's build and the browser's (which loads pages lazily, in another
        // order) name every component alike, so the browser hydrates the server's page as is.
        plugins: [
          [require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: false }],
        ],
      },
    },
  },
  type: 'javascript/auto',
};

/**
 * The federation runtime as ES modules, which rspack can tree-shake (and drop its Node-only code
 * from, with target 'web'). Its federation plugin imports the CommonJS builds by absolute path,
 * whole: the sdk alone is 10 KB (minified) of every remoteEntry.js, of which the bundler runtime
 * uses two names. The remotes take the runtime's core from the shell; the shell, which provides
 * it, takes every part of the runtime as ES modules, so no CommonJS copy comes along (1.4 KB
 * gzip less on the first view).
 */
const runtimeTools = require.resolve('@module-federation/runtime-tools');
/** @param {string[]} packages */
const asEsModules = (packages) =>
  Object.fromEntries(
    packages.map((pkg) => {
      const commonJs = require.resolve(pkg, { paths: [runtimeTools] });
      return [`${commonJs}$`, commonJs.replace(/index\.cjs\.cjs$/, 'index.esm.js')];
    }),
  );
const BUNDLER_RUNTIME = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
];
const FEDERATION_RUNTIME_AS_ES_MODULES = asEsModules(BUNDLER_RUNTIME);
const PROVIDED_RUNTIME_AS_ES_MODULES = asEsModules([
  ...BUNDLER_RUNTIME,
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/inject-external-runtime-core-plugin',
]);

/**
 * @param {{ dir: string, name: string, federation: FederationOptions,
 *   plugins?: RspackPluginInstance[], publicPath?: string, entry?: Record<string, string> }} options
 * @returns {Configuration}
 */
export function createRspackConfig({
  dir,
  name,
  federation,
  plugins = [],
  publicPath = 'auto',
  entry = { main: './src/index.ts' },
}) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    // Never eval: the pages' Content-Security-Policy forbids it, in development too.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...(federation.experiments?.externalRuntime && FEDERATION_RUNTIME_AS_ES_MODULES),
        ...(federation.experiments?.provideExternalRuntime && PROVIDED_RUNTIME_AS_ES_MODULES),
      },
    },
    module: {
      rules: [
        swcRule,
        { test: /\.(png|jpe?g|webp|avif)$/, type: 'asset/resource' },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        dts: false,
        shared: sharedSingletons,
        ...federation,
        experiments: {
          ...federation.experiments,
          // Remotes are plain remoteEntry.js URLs in a browser: the runtime's manifest-snapshot
          // and Node code paths are dead weight on the first view.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...plugins,
      new PrecompressPlugin(),
      new SourceMapsOutsideDistPlugin(),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes build.json beside a server build's files: a hash of what it emitted. The shell re-reads
 * it with the remote's manifest and loads a new server build when it changes (a deploy), with no
 * restart of its own.
 */
class ServerBuildIdPlugin {
  /** @param {Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerBuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerBuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const hash = createHash('sha256');
          for (const name of Object.keys(assets).sort())
            hash.update(name).update(assets[name].buffer());
          const build = JSON.stringify({ id: hash.digest('hex').slice(0, 20) });
          compilation.emitAsset('build.json', new sources.RawSource(build));
        },
      );
    });
  }
}

/**
 * The server build beside a browser build, for rendering pages in Node: one CommonJS file (every
 * lazy import inlined, so it needs no chunk loader wherever it is loaded from), with the same
 * federation name and shared singletons as the browser build.
 * @param {{ dir: string, name: string, federation: FederationOptions, outputDir: string,
 *   entry?: Record<string, string>, library?: { type: string } }} options
 * @returns {Configuration}
 */
export function createServerRspackConfig({
  dir,
  name,
  federation,
  outputDir,
  entry = {},
  library,
}) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: path.join(dir, outputDir),
      filename: '[name].js',
      chunkFilename: '[name].js',
      uniqueName: `${name}_server`,
      publicPath: '/',
      clean: true,
      ...(library ? { library } : {}),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        dts: false,
        shared: sharedSingletons,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        ...federation,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerBuildIdPlugin(),
    ],
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
