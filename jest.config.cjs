// Unit and component tests of the browser packages (and of the jest set-up itself, in scripts/jest);
// the server and the browser tests use node:test.
const path = require('node:path');

const PACKAGES = ['shared-ui', 'shared-api', 'shell', 'remote-marketing', 'remote-search', 'remote-admin'];
const BABEL = { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: path.join(__dirname, 'babel.config.cjs') }] };

/** @type {import('jest').Config} */
module.exports = {
  // The long forms' tests type a few hundred keys with user-event (3–6 s alone); on two busy cores they
  // need more than jest's default 5 s.
  testTimeout: 20_000,
  projects: [
    // What jest itself runs on (the pinned Node, see README "Set up and run"): no DOM needed.
    { displayName: 'jest', rootDir: path.join(__dirname, 'scripts/jest'), testEnvironment: 'node', transform: BABEL },
    ...PACKAGES.map((name) => ({
      displayName: name,
      rootDir: path.join(__dirname, name),
      testEnvironment: path.join(__dirname, 'scripts/jest/jsdom-environment.cjs'),
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: BABEL,
      // ky and TanStack Table (with its store) ship ES modules only, so they must be transformed.
      transformIgnorePatterns: ['/node_modules/(?!(ky|@tanstack/(react-table|table-core|react-store|store))/)'],
      moduleNameMapper: {
        // Tests see the same part of React Router as the browser (shared-ui/src/router-surface.ts).
        '^react-router-dom$': path.join(__dirname, 'shared-ui/src/router-surface.ts'),
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': path.join(__dirname, 'scripts/jest/empty-module.cjs'),
      },
      setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-tests.ts')],
    })),
  ],
};
