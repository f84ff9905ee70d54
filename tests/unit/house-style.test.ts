// @vitest-environment node
// The house rules the linter holds (docs/conventions.md#files, #messages, #data-access) and the
// formatter's check, each fed a planted violation through ESLint's and Prettier's own APIs with the
// project's configuration, so a rule that is switched off or loosened fails here. The repository
// itself is held to them by `npm run test:lint` (tools/lint.ts).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { MAX_LINES } from '../../eslint.config.ts';
import { formattableFiles, isFormatted } from '../../tools/lint.ts';

const ROOT = join(import.meta.dirname, '../..');
/** A module the project's TypeScript program knows: the planted text is linted in its place. */
const MODULE = join(ROOT, 'src/lib/forms/phone.ts');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules `text` breaks, linted as the content of `path`. */
async function brokenRules(text: string, path = MODULE): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path });
  return [...new Set(result?.messages.map((message) => message.ruleId ?? message.message))].sort();
}

const codeLines = (count: number) =>
  Array.from({ length: count }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';

describe('the linter holds the house rules', () => {
  it('accepts a module that keeps them', async () => {
    const clean = [
      "import { readFileSync } from 'node:fs';",
      '',
      "import { NAME_MAX } from './limits';",
      '',
      'export function read(path: string): string {',
      '  try {',
      "    return readFileSync(path, 'utf8').slice(0, NAME_MAX);",
      '  } catch (error) {',
      '    throw new Error(`[forms] ${path} could not be read`, { cause: error });',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(await brokenRules(clean)).toEqual([]);
  }, 120_000);

  it.each([
    [
      'an explicit any',
      'export const parse = (text: string): any => JSON.parse(text);\n',
      '@typescript-eslint/no-explicit-any',
    ],
    [
      'an empty catch',
      'export function quiet(run: () => void): void {\n  try {\n    run();\n  } catch {}\n}\n',
      'no-empty',
    ],
    [
      'unsorted imports',
      "import { b } from './b';\nimport { readFileSync } from 'node:fs';\n\nexport const c = [b, readFileSync];\n",
      'simple-import-sort/imports',
    ],
    [`a file of ${MAX_LINES + 1} code lines`, codeLines(MAX_LINES + 1), 'max-lines'],
  ])('refuses %s', async (_what, text, rule) => {
    expect(await brokenRules(text)).toContain(rule);
  });

  it(`counts code lines: ${MAX_LINES} of them and any number of comments and blank lines pass`, async () => {
    const padding = Array.from({ length: 40 }, () => '// a comment\n\n').join('');
    expect(await brokenRules(padding + codeLines(MAX_LINES))).not.toContain('max-lines');
  });

  it('keeps an .astro or .tsx file’s import order, which is its styles’ order in the page', async () => {
    const unsorted =
      "import { b } from './b';\nimport { readFileSync } from 'node:fs';\n\nexport const c = [b, readFileSync];\n";
    expect(await brokenRules(unsorted, join(ROOT, 'src/islands/ui/Picture.tsx'))).not.toContain(
      'simple-import-sort/imports',
    );
  });
});

describe('the formatter’s check', () => {
  it('passes a file as Prettier writes it and fails one it would rewrite', async () => {
    const path = join(ROOT, 'src/lib/forms/phone.ts');
    expect(await isFormatted(path, "export const a = { b: 'c' };\n")).toBe(true);
    expect(await isFormatted(path, 'export const a = {b:"c"}\n')).toBe(false);
  });

  it('checks the files `prettier --check .` does: sources and docs, not generated files', async () => {
    const files = await formattableFiles();
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/conventions.md', 'tools/lint.ts', 'src/pages/index.astro']),
    );
    for (const generated of ['src/lib/content/sanity.types.ts', 'package-lock.json', 'vercel.json'])
      expect(files).not.toContain(generated);
    expect(files.some((file) => file.startsWith('node_modules/') || file.startsWith('dist/'))).toBe(false);
  });
});

describe('the layers of src/ (docs/conventions.md#layers)', () => {
  const at = (path: string) => join(ROOT, path);
  it.each([
    ['lib/ importing a store', 'src/lib/forms/phone.ts', "import { $auth } from '../../stores/auth';"],
    [
      'an island importing a component',
      'src/islands/ui/Picture.tsx',
      "import { card } from '../../components/ui/card';",
    ],
    [
      'a store importing build code',
      'src/stores/toast.ts',
      "import { seedImages } from '../integrations/seed-images';",
    ],
    [
      'an integration importing a component',
      'src/integrations/seed-images.ts',
      "import { card } from '../components/ui/card';",
    ],
    ['a tool importing a test helper', 'tools/bench/cli.ts', "import { axe } from '../../tests/support/axe';"],
  ])('refuses %s', async (_what, path, line) => {
    expect(
      await brokenRules(`${line}\nexport const used = [${line.match(/\{ (\S+) \}/)?.[1]}];\n`, at(path)),
    ).toContain('no-restricted-imports');
  });

  it('refuses an import() that climbs the same way', async () => {
    const text = "export const load = () => import('../../tests/support/axe');\n";
    expect(await brokenRules(text, at('tools/bench/cli.ts'))).toContain('no-restricted-syntax');
  });

  it('lets a layer import the layers below it, and a test reach across', async () => {
    const downward = "import { $auth } from '../../stores/auth';\nexport const used = [$auth];\n";
    expect(await brokenRules(downward, at('src/components/ui/card.ts'))).not.toContain('no-restricted-imports');
    expect(await brokenRules(downward, at('src/lib/page/demand.test.ts'))).not.toContain('no-restricted-imports');
  });
});
