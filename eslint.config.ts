// The house rules a linter can hold (docs/conventions.md#files, #messages, #data-access), for
// every .ts, .tsx and .astro file: typed typescript-eslint, Astro's own plugin, React hooks and
// jsx-a11y for the islands, and one import order. Formatting is Prettier's (eslint-config-prettier
// switches off every rule that would argue with it).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { LAYERS } from './eslint-layers.ts';

/** Generated files carry their generator's style; build output and seeds are not ours to lint. */
const GENERATED = [
  '**/node_modules/',
  'dist/',
  'dist-preview/',
  '.vercel/',
  '.astro/',
  '.local/',
  'reports/',
  'studio/dist/',
  'studio/.sanity/',
  'studio/seed/',
  'src/lib/content/sanity.types.ts',
  'src/lib/supabase/database.types.ts',
  'supabase/functions/_shared/database.types.ts',
];

/** Long files are split by responsibility (docs/conventions.md#files); generated types are exempt above. */
export const MAX_LINES = 200;

/**
 * role="list" on a <ul>/<ol> is the house's mark of an unstyled list (src/styles/global.css drops
 * its bullets by that attribute): WebKit stops announcing a list without bullets as a list unless
 * the role is stated, so for lists the role is not redundant.
 */
const LIST_ROLES = { nav: ['navigation'], ul: ['list'], ol: ['list'] };

export default defineConfig(
  globalIgnores(GENERATED),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'max-lines': ['error', { max: MAX_LINES, skipBlankLines: true, skipComments: true }],
      // An empty catch swallows a failure the visitor should have been told about.
      'no-empty': ['error', { allowEmptyCatch: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'astro/jsx-a11y/no-redundant-roles': ['error', LIST_ROLES],
    },
  },
  {
    // One import order in modules. Not in .astro and .tsx files: there the order of imports is
    // the order of the components' styles in the built page, so sorting would reorder the cascade.
    files: ['**/*.ts', '**/*.mjs'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000'], ['^node:', '^@?\\w'], ['^', '^\\.']] }],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
    rules: { 'jsx-a11y-x/no-redundant-roles': ['error', LIST_ROLES] },
  },
  {
    // Plain JavaScript (the Node-version check runs before any TypeScript can) has no types to check.
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...LAYERS,
  prettier,
);
