const { createAppConfig } = require('../scripts/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'search',
  devPort: 3002,
  cssPrefix: 'sr',
  exposes: {
    './search-box': './src/search-box/index.ts',
    './search-page': './src/search-page/index.ts',
    './public-routes': './src/public-routes.ts',
  },
  // The search page's frame is prerendered (issue 16).
  ssr: true,
});
