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

/** Singletons of issue #2: one React, one router, one store, one query cache per page. */
function sharedModules(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const singleton = (pkg, versionOf = pkg) => ({ singleton: true, requiredVersion: dependencies[versionOf] });
  const routerVersion = require(require.resolve('react-router-dom/package.json', { paths: [REPO_ROOT] })).version;
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    // Provided from a file, so its version is stated rather than read from a package.json.
    'react-router-dom': { ...singleton('react-router-dom'), import: ROUTER_SURFACE, version: routerVersion },
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'shared-api': singleton('shared-api'),
    'shared-ui': singleton('shared-ui'),
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
 */
function createAppConfig(options) {
  const { appDir, name, exposes, devPort, cssPrefix, isHost = false, plugins = [], devServer = {} } = options;
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(appDir, 'dist');
    const mapFolder = production ? sourceMapFolder(appDir, name, env, outDir) : undefined;
    // css-loader follows `devtool` and would inline each stylesheet's map, its sources included, into the
    // served JS (style-loader injects the CSS). Production maps are for stack traces: no CSS maps there.
    const cssSourceMap = production ? { sourceMap: false } : {};
    return {
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
        rules: [
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
              'style-loader',
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
            use: ['style-loader', { loader: 'css-loader', options: cssSourceMap }],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(appDir),
          // The host's own copies are the page's singletons, so its share scope starts without first
          // fetching every registered remote's remoteEntry.js to compare versions (what 'version-first'
          // does once the shell registers its remotes early to preload them, see shell/src/federation).
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          manifest: true,
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
  };
}

module.exports = { createAppConfig, REPO_ROOT };
