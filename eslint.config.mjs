import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-marketing', 'remote-search', 'remote-admin'];
const APPS = ['shell', ...REMOTES];

/** Import boundaries: a remote never imports another remote or the shell; shared packages never import apps. */
function boundaries(files, forbidden) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [name, `${name}/*`, `**/${name}/**`, `../${name}`, `../../${name}`],
            message: `Dependencies flow shared → features → app: do not import ${name} here.`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  boundaries(['shared-ui/**', 'shared-api/**'], [...APPS, 'server']),
  boundaries(['shared-ui/**'], ['shared-api']),
);
