// The layers of src/ (docs/conventions.md#layers): each folder imports only the folders below
// it, so what ships to the browser never pulls in build code and no lower layer reaches for a
// higher one. ESLint's own no-restricted-imports holds it, one block per folder. Tests may reach
// across (a test checks how the layers meet); the rule applies to the code they test.
import type { Linter } from 'eslint';

/** Folders of src/, top to bottom. A folder may import those after it, and lib/ only itself. */
const BROWSER_LAYERS = ['pages', 'layouts', 'components', 'islands', 'stores', 'lib'] as const;

/** An import that climbs out of its folder into `folder/` (every import between layers is relative). */
const into = (folders: readonly string[]) => `^(\\.\\./)+(${folders.join('|')})/`;

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

function forbid(files: string, folders: readonly string[], why: string): Linter.Config {
  return {
    files: [files],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: into(folders), message: why }] }],
      // no-restricted-imports reads static imports only; an import() climbs just the same (the
      // selector's regex is written between slashes, so its own slashes are spelled \x2F).
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${into(folders).replaceAll('/', '\\x2F')}/]`, message: why },
      ],
    },
  };
}

const layerRules: Linter.Config[] = BROWSER_LAYERS.map((layer, index) =>
  forbid(
    `src/${layer}/**`,
    // Everything above this layer, and build-time code, which never runs in a visitor's browser.
    [...BROWSER_LAYERS.slice(0, index), 'integrations'],
    `src/${layer}/ imports only ${BROWSER_LAYERS.slice(index + 1).join(', ') || 'itself'}: see docs/conventions.md#layers.`,
  ),
);

export const LAYERS: Linter.Config[] = [
  ...layerRules,
  forbid(
    'src/integrations/**',
    BROWSER_LAYERS.filter((layer) => layer !== 'lib'),
    'An integration runs at build time and imports only src/lib/: see docs/conventions.md#layers.',
  ),
  forbid(
    'tools/**',
    ['tests'],
    'Tools never import tests; what both need lives in tools/: see docs/conventions.md#layers.',
  ),
];
