// One webpack configuration for every app of the platform; each app passes only what is its own.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const REPO_ROOT = path.resolve(__dirname, '..');

/** Singletons of issue #2: one React, one router, one store, one query cache per page. */
function sharedModules(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const singleton = (pkg, versionOf = pkg) => ({ singleton: true, requiredVersion: dependencies[versionOf] });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': singleton('react-router-dom'),
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
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
                  modules: {
                    localIdentName: production ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
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
          manifest: true,
          dts: false,
          ...(isHost ? {} : { experiments: { optimization: { disableSnapshot: true } } }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(isHost ? appDir : REPO_ROOT, isHost ? 'src/index.html' : 'scripts/standalone.html'),
          title: `${name} (standalone)`,
          chunks: ['main'],
          // The server replaces the runtime-config marker comment, so it must survive minification.
          minify: isHost ? { collapseWhitespace: true, removeComments: false } : 'auto',
        }),
        ...plugins,
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
