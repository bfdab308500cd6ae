// Lint: ESLint's and typescript-eslint's recommended rules, React's hook rules for web/; formatting is Prettier's (see .prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'sdk/schema.d.ts', 'sdk/dist/', 'web/dist/', 'web/src/routeTree.gen.ts', '**/.tanstack/', 'data/', 'test-results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The service worker runs in its own global scope.
    files: ['web/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly' } },
  },
  {
    // Layers import one way: the ground floor (errors), lib/, db/ and the modules' operations, rules and queries never
    // import the HTTP layer; only a module's *.handlers.ts (parse, call an operation, reply) stands on http/.
    files: ['server/errors.ts', 'server/lib/**/*.ts', 'server/db/**/*.ts', 'server/modules/**/*.ts'],
    ignores: ['server/modules/**/*.handlers.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/*', '**/contract/*', '**/compat/*', '**/app.ts'], message: 'Lower layers never import http/, contract/, compat/ or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'vite.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
