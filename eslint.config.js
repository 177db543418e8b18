// Lint for the whole repository: TypeScript rules everywhere, React hooks and accessibility rules in
// the web client, and import rules that hold the layering the code relies on.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint-feature-boundaries.mjs';

const FEATURES = ['account', 'blog', 'cart', 'catalog', 'checkout', 'frame', 'garage', 'home', 'lists', 'site', 'vehicles'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'client/dist/**', 'client/dist-ssr/**', '.build/**', 'client/build/**', 'data/**', '.tmp/**', 'tests/artifacts/**', 'client/src/gql/**', 'server/generated/**', 'server/admin/generated/**', 'admin/src/gql/**'] },
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
    files: ['client/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
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
    // The gateway renders pages with the web client's code, but never its page frame (headers,
    // mini-cart): what both need (the menus, page meta, languages) lives in client/src/lib or app.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/src/frame', '**/client/src/frame/*'], message: 'The gateway never imports the page frame: share through client/src/lib.' }] }],
    },
  },
  {
    // The parts-provider adapter is the adapter alone: the provider's protocol in its own types
    // (client, cache, guard, loaders, raw answers and their plain shapes). No GraphQL (its types,
    // errors and the generated code are server/parts'), no Express (routes are in server/http), no
    // fixtures (the gateway hands it the stand-in's URL and key), no other domain; only the gateway's
    // config and logger.
    files: ['server/provider/**/*.ts'],
    ignores: ['server/provider/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['graphql', 'graphql/*', '@graphql-tools/*', '@apollo/*'], message: 'server/provider is the adapter: GraphQL belongs to server/parts.' },
            { group: ['**/generated', '**/generated/**'], message: 'server/provider is the adapter: the generated GraphQL types belong to server/parts.' },
            { group: ['express', 'express/*', 'express-*'], message: 'server/provider is the adapter: Express routes belong to server/http.' },
            { group: ['**/fixtures', '**/fixtures/**'], message: 'server/provider is the adapter: the stand-in is started by the gateway (server/provider-standin.ts) and passed in as a URL and key.' },
            { group: ['../*', '!../config', '!../logger'], message: 'server/provider is the adapter: no other domain (only ../config and ../logger).' },
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
    // Feature folders use one another through index.ts, and only the ones below them
    // (scripts/eslint-feature-boundaries.mjs). Tests may reach in for the documents they mock.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    plugins: { shop: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'shop/feature-boundaries': 'error' },
  },
  {
    // No source file over 400 lines (blank lines and comments count): a longer file holds several
    // ideas, and each is a module of its own. Generated files are ignored above.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'fixtures/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
