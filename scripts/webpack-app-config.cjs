// One webpack configuration for every app of the platform; each app passes only what is its own.
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, rmSync } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const REPO_ROOT = path.resolve(__dirname, '..');

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#12532,
 * #14102), so production bundles carried its dev warnings; production builds use dist/production.
 */
function productionAliases() {
  const routerDist = path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [REPO_ROOT] })),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(routerDist, 'index.mjs'),
    'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  };
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `.br` and `.gz` siblings of the emitted JS, CSS and federation manifest, so the server sends
 * them compressed without spending CPU per request (it picks the variant from Accept-Encoding). Only
 * files the build alone writes: runtime-config.json is the deployment's to edit, and a stale compressed
 * copy would win over an edited file.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const work = Object.keys(assets)
            // Never a source map (they are written outside the served folder, see sourceMapFolder).
            .filter((name) => /\.(?:js|css)$/.test(name) || name === 'mf-manifest.json')
            .filter((name) => !name.startsWith('../') && !compilation.getAsset(name).info.development)
            .map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < 1024) return; // the headers would eat the gain
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              for (const [encoded, extension] of [
                [br, 'br'],
                [gz, 'gz'],
              ]) {
                if (encoded.length >= buffer.length * 0.9) continue;
                compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(encoded), {
                  compressed: true,
                  development: false,
                  related: {},
                });
              }
            });
          await Promise.all(work);
        },
      );
    });
  }
}

/**
 * Where a production build writes its source maps: never inside the folder that is served. They are
 * hidden maps (no `//# sourceMappingURL=` in the JS), kept to read production stack traces.
 * - a dist build: `<app>/sourcemaps/` (gitignored), beside dist;
 * - a build into another folder (a release of the split layout, whose server serves the release's
 *   parent): `--env sourceMapDir=<folder>` (scripts/lib/split-layout.mjs passes one outside the
 *   deploy root), else a folder of its own under `.tmp/sourcemaps/<app>/`, so no two output folders
 *   share one and a release's maps are never overwritten by another build.
 */
function sourceMapFolder(appDir, name, env, outDir) {
  let folder;
  if (env.sourceMapDir) folder = path.resolve(env.sourceMapDir);
  else if (!env.outDir) folder = path.join(appDir, 'sourcemaps');
  else {
    const id = createHash('sha256').update(outDir).digest('hex').slice(0, 8);
    folder = path.join(REPO_ROOT, '.tmp', 'sourcemaps', name, `${path.basename(outDir)}-${id}`);
  }
  const inside = path.relative(outDir, folder);
  if (inside !== '..' && !inside.startsWith(`..${path.sep}`) && !path.isAbsolute(inside)) {
    throw new Error(`sourceMapDir ${folder} is inside the output folder ${outDir}, which is served`);
  }
  return folder;
}

/**
 * output.clean only cleans output.path, so the previous build's maps (other content hashes) are removed
 * here, before this build writes its own. Only `.map` files: a mistyped sourceMapDir loses nothing else.
 */
class CleanSourceMapsPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    compiler.hooks.emit.tap('CleanSourceMapsPlugin', () => {
      if (!existsSync(this.folder)) return;
      for (const entry of readdirSync(this.folder, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith('.map')) rmSync(path.join(entry.parentPath, entry.name));
      }
    });
  }
}

const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [REPO_ROOT] })),
  'index.js',
);

/** What every app receives for `react-router-dom`: the used part of React Router (see the file). */
const ROUTER_SURFACE = path.join(REPO_ROOT, 'shared-ui/src/router-surface.ts');

/**
 * What the shell's browser build does not put in main.js: shared modules no page needs to start
 * (react-toastify arrives with the first toast, see shared-ui's toastify.ts; the back office's endpoints,
 * which only remote-admin imports, should the shell ever import them: shared-api/src/back-office.ts).
 */
const LAZY_IN_HOST = new Set(['react-toastify', 'shared-api/back-office']);

/**
 * Singletons of issue #2: one React, one router, one store, one query cache per page. A remote's
 * server build (`consumeOnly`) bundles none of them: the prerendering shell provides every one.
 *
 * `eagerInHost` (the shell's browser build): the shell's copies are in main.js itself (`eager`), so
 * the page gets the modules every screen needs in one request instead of one chunk per module, which
 * on HTTP/1.1 (six connections per host) queued the page's files behind each other (issue 26). The
 * shell is the first on the page and its copies are the page's singletons anyway (`loaded-first`); the
 * remotes consume them as before, and still build their own (never loaded) fallbacks.
 */
function sharedModules(appDir, { consumeOnly = false, eagerInHost = false } = {}) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const singleton = (pkg, versionOf = pkg) => ({
    singleton: true,
    requiredVersion: dependencies[versionOf],
    ...(consumeOnly ? { import: false } : {}),
    ...(eagerInHost && !LAZY_IN_HOST.has(pkg) ? { eager: true } : {}),
  });
  const routerVersion = require(require.resolve('react-router-dom/package.json', { paths: [REPO_ROOT] })).version;
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // Provided from a file, so its version is stated rather than read from a package.json.
    'react-router-dom': consumeOnly
      ? singleton('react-router-dom')
      : { ...singleton('react-router-dom'), import: ROUTER_SURFACE, version: routerVersion },
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'shared-api': singleton('shared-api'),
    'shared-api/back-office': singleton('shared-api/back-office', 'shared-api'),
    'shared-ui': singleton('shared-ui'),
  };
}

/** Bytes (unminified) a library common to on-demand chunks must have to be split into its own file. */
const SPLIT_CHUNK_MIN_SIZE = 50 * 1024;

/** TypeScript, CSS modules (class names `<cssPrefix>-<hash>`, the same in every build), global CSS, images. */
function moduleRules({ appDir, cssPrefix, production, cssSourceMap, styleLoader }) {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        // Types are checked by `npm run typecheck`; the build only transpiles.
        options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: 'css-loader',
          options: {
            ...cssSourceMap,
            modules: {
              localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]__[local]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, { loader: 'css-loader', options: cssSourceMap }],
    },
    { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
  ];
}

/**
 * Unminified, the server build keeps the libraries' own `//# sourceMappingURL=` comments, which name maps
 * that are not there; the files are served, and a served file links no source map.
 */
class StripSourceMapCommentsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StripSourceMapCommentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StripSourceMapCommentsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            const text = compilation.getAsset(name).source.source().toString();
            if (!text.includes('sourceMappingURL=')) continue;
            compilation.updateAsset(name, new sources.RawSource(text.replace(/^\/\/# sourceMappingURL=.*$/gm, '')));
          }
        },
      );
    });
  }
}

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin', { paths: [REPO_ROOT] });
const SSR_STYLE_LOADER = path.join(__dirname, 'webpack', 'ssr-style-loader.cjs');

/** Where a remote's server build goes, beside its browser build: the manifest names it (ssrRemoteEntry). */
const SERVER_FOLDER = 'server';

/**
 * The Node.js build of an app, for prerendering the public pages (issue 16). A remote's is its exposed
 * modules as a CommonJS container in `<outDir>/server/`, served beside the browser files and found
 * through the browser manifest; the shell's is the prerenderer in `shell/dist-ssr/`, which provides
 * the shared singletons and loads the remotes through the runtime map like the page does.
 */
function createServerConfig({ appDir, name, exposes, cssPrefix, isHost, outDir, serverEntry }) {
  return {
    name: 'server',
    // Built after the browser build, whose output.clean would otherwise remove this one.
    dependencies: ['web'],
    target: 'async-node',
    mode: 'production',
    context: appDir,
    entry: isHost ? { prerender: serverEntry } : {},
    devtool: false,
    output: {
      path: isHost ? path.join(appDir, 'dist-ssr') : path.join(outDir, SERVER_FOLDER),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Chunks are found next to the container the runtime fetched (the node runtime plugin), or on disk.
      publicPath: '',
      uniqueName: `${name}_server`,
      clean: true,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: productionAliases() },
    module: {
      rules: moduleRules({
        appDir,
        cssPrefix,
        production: true,
        cssSourceMap: { sourceMap: false },
        styleLoader: SSR_STYLE_LOADER,
      }),
    },
    // Readable stack traces from a prerender that failed matter more here than bytes.
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' }
          : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } }),
        remoteType: 'script',
        shared: sharedModules(appDir, { consumeOnly: !isHost }),
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node', ...(isHost ? {} : { disableSnapshot: true }) } },
      }),
      new StripSourceMapCommentsPlugin(),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name          federation container name (a JS identifier)
 * @param {Record<string,string>} [options.exposes]  modules this remote offers the shell
 * @param {number} options.devPort       port of `npm run dev`
 * @param {string} options.cssPrefix     prefix of CSS-module class names, so remotes cannot collide
 * @param {boolean} [options.isHost]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {object} [options.devServer]
 * @param {boolean | { entry: string }} [options.ssr]  also build for prerendering (createServerConfig); the shell names its entry
 */
function createAppConfig(options) {
  const { appDir, name, exposes, devPort, cssPrefix, isHost = false, plugins = [], devServer = {}, ssr = false } = options;
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(appDir, 'dist');
    const mapFolder = production ? sourceMapFolder(appDir, name, env, outDir) : undefined;
    // css-loader follows `devtool` and would inline each stylesheet's map, its sources included, into the
    // served JS (style-loader injects the CSS). Production maps are for stack traces: no CSS maps there.
    const cssSourceMap = production ? { sourceMap: false } : {};
    const web = {
      name: 'web',
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production: hidden maps, written outside the served folder (sourceMapFolder; webpack's clean
      // and emit accept a `../` asset path). Development keeps its eval maps.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Entry names carry no hash: the federation plugin needs stable entry files (stack findings).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The shell serves deep links (/admin/users) so its chunks must load from the root;
        // a remote is found wherever it is deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
        ...(production
          ? { sourceMapFilename: `${path.relative(outDir, mapFolder).split(path.sep).join('/')}/[file].map[query]` }
          : {}),
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? productionAliases() : {} },
      module: {
        rules: moduleRules({ appDir, cssPrefix, production, cssSourceMap, styleLoader: 'style-loader' }),
      },
      // A page chunk carries the app code it shares with other pages instead of fetching it as split
      // chunks of their own: at Slow 4G a request costs a 562 ms round trip, and with six connections
      // per host each extra file queued the page's others (issue 26). Only a large library common to
      // several pages (zod) is still split out, and loaded once for all the pages using it.
      optimization: production ? { splitChunks: { minSize: SPLIT_CHUNK_MIN_SIZE, cacheGroups: { default: false } } } : {},
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(appDir, { eagerInHost: isHost }),
          // The host's own copies are the page's singletons, so its share scope starts without first
          // fetching every registered remote's remoteEntry.js to compare versions (what 'version-first'
          // does once the shell registers its remotes early to preload them, see shell/src/federation).
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          // A production remote's manifest also lists its named chunks' files, and one with a server build
          // says where that is, so a Node.js host picks it instead of remoteEntry.js (manifestData).
          manifest: !isHost && production ? { additionalData: (options) => manifestData(options, { ssr }) } : true,
          dts: false,
          experiments: {
            // target 'web' drops the federation runtime's Node.js code paths from the browser bundles.
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true }) },
            // In production a remote borrows the shell's federation runtime instead of carrying its own
            // copy in remoteEntry.js. A development build keeps its copy for its standalone page.
            ...(production && !isHost ? { externalRuntime: true } : {}),
          },
          // The shell's side of that: it publishes its runtime for the remotes. What
          // experiments.provideExternalRuntime would add, but as the ES module build, so the page does
          // not load a second, CommonJS copy of the runtime (22 KB gzip).
          runtimePlugins: production && isHost ? [EXTERNAL_RUNTIME_PROVIDER] : [],
        }),
        // A remote's own page is a development tool (npm run dev -w remote-x): in production it is
        // only ever loaded into the shell, and could not start without the shell's runtime anyway.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(isHost ? appDir : REPO_ROOT, isHost ? 'src/index.html' : 'scripts/standalone.html'),
                title: `${name} (standalone)`,
                chunks: ['main'],
                // The server replaces the runtime-config marker comment, so it must survive minification.
                minify: isHost ? { collapseWhitespace: true, removeComments: false } : 'auto',
              }),
            ]
          : []),
        ...plugins,
        ...(production ? [new PrecompressPlugin(), new CleanSourceMapsPlugin(mapFolder)] : []),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        ...devServer,
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
    if (!ssr || !production) return web;
    const serverEntry = typeof ssr === 'object' ? ssr.entry : undefined;
    return [web, createServerConfig({ appDir, name, exposes, cssPrefix, isHost, outDir, serverEntry })];
  };
}

/**
 * What a remote's manifest says beyond the federation plugin's own:
 * - `chunkGroups`: each named on-demand chunk (`webpackChunkName`, the pages) → its files, which the
 *   prerender job writes as preload hints into the HTML of the pages that show it;
 * - `ssrRemoteEntry`: where the server build is (read by the federation runtime when it runs in Node.js).
 */
function manifestData({ stats, compilation }, { ssr }) {
  const chunkGroups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial()) continue;
    chunkGroups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
  }
  stats.metaData.chunkGroups = chunkGroups;
  if (ssr) stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_FOLDER, type: 'commonjs-module' };
  return stats;
}

module.exports = { createAppConfig, REPO_ROOT };
