const { createAppConfig } = require('../scripts/webpack-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'admin',
  devPort: 3003,
  cssPrefix: 'ad',
  exposes: {
    './login-screen': './src/features/auth/login-screen.tsx',
    './forgot-password-screen': './src/features/auth/forgot-password-screen.tsx',
    './reset-password-screen': './src/features/auth/reset-password-screen.tsx',
    './admin-app': './src/admin-app.tsx',
  },
});
