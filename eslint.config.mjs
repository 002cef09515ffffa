import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-marketing', 'remote-search', 'remote-admin'];
const APPS = ['shell', ...REMOTES];

// React Router reaches the apps only through shared-ui/src/router-surface.ts (shared as react-router-dom):
// a direct import would load a second, unshared copy of the router.
const ROUTER_INTERNALS = {
  group: ['react-router', 'react-router/*'],
  message: "Import from 'react-router-dom'; add a missing name to shared-ui/src/router-surface.ts.",
};

/**
 * Import boundaries: a remote never imports another remote or the shell; shared packages never import
 * apps. One block per package, since a later block's no-restricted-imports replaces an earlier one's.
 */
function boundaries(files, forbidden, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [name, `${name}/*`, `**/${name}/**`, `../${name}`, `../../${name}`],
              message: `Dependencies flow shared → features → app: do not import ${name} here.`,
            })),
            ROUTER_INTERNALS,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'shell/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'bench-results/**',
      'server/src/db/migrations/**',
      '.e2e-*/**',
      '.*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**', 'e2e/**', 'scripts/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...REMOTES.map((remote) =>
    boundaries(
      [`${remote}/**`],
      APPS.filter((app) => app !== remote),
    ),
  ),
  boundaries(['shell/**'], REMOTES),
  boundaries(['shared-api/**'], [...APPS, 'server']),
  boundaries(['shared-ui/**'], [...APPS, 'server', 'shared-api'], ['shared-ui/src/router-surface.ts']),
);
