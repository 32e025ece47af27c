import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '*/releases/**',
      '**/.swc/**',
      '**/sourcemaps/**',
      '.tools/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/internal-regex': '^@da-boulder/',
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': 'error',
      // Imports flow one way: contracts and shared-ui <- features <- app; remotes never import
      // each other, and the front ends never import the API.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared-ui',
              from: ['./shell', './public-site', './admin-app', './api/src/modules'],
            },
            {
              target: ['./server-kit', './build-config'],
              from: ['./api', './shared-ui', './shell', './public-site', './admin-app'],
            },
            {
              target: './contracts',
              from: ['./api', './shared-ui', './shell', './public-site', './admin-app'],
            },
            { target: './public-site', from: ['./admin-app', './shell', './api'] },
            { target: './admin-app', from: ['./public-site', './shell', './api'] },
            { target: './shell', from: ['./public-site', './admin-app'] },
            { target: './api', from: ['./public-site', './admin-app', './shared-ui'] },
            // The API's integration tests may put the shell's real /api proxy in front of it.
            { target: ['./api/src', './api/bin'], from: ['./shell'] },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take a `use` callback and an empty first argument by convention.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
