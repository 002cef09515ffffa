const { createAppConfig } = require('../scripts/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'marketing',
  devPort: 3001,
  cssPrefix: 'mk',
  ssr: true,
  exposes: {
    './routes': './src/routes.tsx',
    './public-routes': './src/public-routes.ts',
  },
});
