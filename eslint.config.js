// Lint for the whole repository: TypeScript rules everywhere, React hooks and accessibility rules in
// the web client, and import rules that hold the layering the code relies on.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const FEATURES = ['account', 'blog', 'cart', 'catalog', 'checkout', 'frame', 'garage', 'home', 'lists', 'site'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'client/dist/**', 'client/dist-ssr/**', '.build/**', 'client/build/**', 'data/**', '.tmp/**', 'tests/artifacts/**', 'client/src/gql/**', 'server/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // Labels are tied by id (the design system's fields do it), which this rule cannot follow.
      'jsx-a11y/label-has-associated-control': 'off',
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The parts-provider adapter is a pure adapter: protocol, cache, loaders, mapping. It uses no
    // other domain's resolvers or services.
    files: ['server/provider/**/*.ts'],
    ignores: ['server/provider/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*/resolvers', '../*/resolvers.ts', '../resolvers', '../*/service', '../*/service.ts', '../services', '../parts/*', '../search/*', '../vehicle/*', '../garage/*'], message: 'server/provider is the adapter: no other domain’s resolvers or services.' },
          ],
        },
      ],
    },
  },
  {
    // Rules both the gateway and the web client run (the VIN decoder): pure modules that import
    // neither side, so each may import them.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/*', '**/client/*', 'node:*'], message: 'shared/ is imported by the gateway and the browser: it imports neither, nor Node modules.' }] }],
    },
  },
  {
    // The design system knows no feature of the shop.
    files: ['client/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FEATURES.flatMap((f) => [`**/${f}/*`, `**/${f}`]).concat(['**/lib/*', '**/app/*']), message: 'ui/ is the design system: it imports no feature, lib or app module.' }] }],
    },
  },
  {
    // Pages never reach into the page frame (headers, menus, mini-cart).
    files: FEATURES.filter((f) => f !== 'frame').map((f) => `client/src/${f}/**/*.{ts,tsx}`).concat(['client/src/lib/**/*.{ts,tsx}']),
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/frame/*', '**/frame'], message: 'Pages never import frame/: share through lib/ or a feature folder.' }] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'fixtures/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
