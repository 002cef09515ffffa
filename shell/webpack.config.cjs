const { createAppConfig } = require('../scripts/webpack-app-config.cjs');
const { InitialChunksPreloadPlugin } = require('./preload-plugin.cjs');
const { RuntimeConfigPlugin } = require('./runtime-config-plugin.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  isHost: true,
  devPort: 3000,
  cssPrefix: 'sh',
  ssr: { entry: './src/server/prerender-entry.ts' },
  plugins: [new RuntimeConfigPlugin(), new InitialChunksPreloadPlugin()],
  devServer: {
    // In development the API runs on its own (npm run dev starts it on 8080).
    proxy: [{ context: ['/api'], target: `http://localhost:${process.env.API_PORT ?? 8080}` }],
  },
});
