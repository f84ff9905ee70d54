// @vitest-environment node
// The written house rules (docs/testing.md#the-house-rules-test), checked on the repository as it
// is on disk, and each on a planted bad example so the check is known to fail.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { brokenDocLinks, headingAnchors, slugify } from '../support/doc-links';
import {
  customElementViolations,
  defineFunctionName,
  misplacedTests,
  outsideCitations,
  PAGE_BEHAVIOURS,
  trackerReferences,
} from '../support/house-rules';
import { readRepoFiles, REPO_ROOT, type SourceFile, type Violation } from '../support/repo-files';

const repo = readRepoFiles();

/** Markdown pages by their text; any other file only needs to exist. */
function readFromDisk(path: string): string | undefined {
  const full = join(REPO_ROOT, path);
  if (!existsSync(full) || !statSync(full).isFile()) return undefined;
  return path.endsWith('.md') ? readFileSync(full, 'utf8') : '';
}

const file = (path: string, ...lines: string[]): SourceFile => ({ path, text: lines.join('\n') });
const where = (violations: Violation[]) => violations.map((v) => `${v.path}:${v.line} ${v.message}`);

// Planted text is put together at run time, so this file never contains what it forbids.
const DESIGN_NOTE = ['DESIGN', 'md'].join('.');
const SECTION_OF_SPECIFICATION = `${'SP'}EC ${String.fromCharCode(0xa7)}4`;
const INPUT_FOLDER = ['..', 'shared', 'notes.md'].join('/');

describe('comments cite docs/ or nothing', () => {
  it('finds no reference to a document outside the repository', () => {
    expect(where(outsideCitations(repo))).toEqual([]);
  });

  it.each([
    ['the design note', `// the font budget from ${DESIGN_NOTE}`],
    ['a section of the specification', `// ${SECTION_OF_SPECIFICATION}: the popup's date rule`],
    ['the folder the inputs came in', `/* see ${INPUT_FOLDER} */`],
  ])('refuses a comment citing %s', (_, comment) => {
    for (const path of ['src/a.ts', 'tools/a.ts', 'tests/e2e/a.test.ts', 'studio/a.ts', 'supabase/migrations/a.sql']) {
      expect(outsideCitations([file(path, 'const a = 1;', comment)])).toEqual([
        expect.objectContaining({ path, line: 2 }),
      ]);
    }
  });

  it('leaves docs/ free to name where the product came from', () => {
    expect(outsideCitations([file('docs/product.md', `Unlike the ${DESIGN_NOTE} we started from …`)])).toEqual([]);
  });
});

describe('no file cites an issue tracker', () => {
  it('finds no issue, ticket or pull request number anywhere in the repository', () => {
    expect(where(trackerReferences(repo))).toEqual([]);
  });

  // Planted text is put together at run time, so this file never contains what it forbids.
  const number = (word: string, at = '') => `${word} ${at}${7 * 4}`;
  it.each([
    ['an issue and its item', `// ${number('Issue')} item 5: hostile input`],
    ['an issue by hash', `// fixes ${number('issue', '#')}`],
    ['a pull request', `-- see ${number('PR')}`],
    ['a squash merge', `// the popup rules (${'#'}${7 * 4})`],
    ['a tracker link', `// https://github.com/acme/pos/${'issues'}/${7 * 4}`],
  ])('refuses %s, in code, tests and docs alike', (_, line) => {
    for (const path of ['src/a.ts', 'tests/e2e/a.test.ts', 'supabase/migrations/a.sql', 'docs/product.md']) {
      expect(trackerReferences([file(path, 'const a = 1;', line)])).toEqual([
        expect.objectContaining({ path, line: 2 }),
      ]);
    }
  });

  it.each([
    ['a colour', 'color: #000;'],
    ['a checksum name', '// a SHA-256 of the address'],
    ['an issue in words', '// the issue with this is that Safari drops the role'],
  ])('leaves %s alone', (_, line) => {
    expect(trackerReferences([file('src/a.ts', line)])).toEqual([]);
  });
});

describe('every docs/ citation lands on a page and a heading', () => {
  it.each([
    ['Where tests live', 'where-tests-live'],
    ['Notifications: the transactional outbox', 'notifications-the-transactional-outbox'],
    ['`client:demand` and islands', 'clientdemand-and-islands'],
    ['Layout and motion (768 / 1440 px)', 'layout-and-motion-768--1440-px'],
    ['상담 문의 form', '상담-문의-form'],
    ['See [the picture](data-flow.svg)', 'see-the-picture'],
  ])('slugs “%s” as GitHub does: #%s', (heading, slug) => {
    expect(slugify(heading)).toBe(slug);
  });

  it('numbers repeated headings and skips fenced code', () => {
    const anchors = headingAnchors(['# Page', '## Rules', '```', '## not a heading', '```', '### Rules'].join('\n'));
    expect([...anchors]).toEqual(['page', 'rules', 'rules-1']);
  });

  it('finds every citation and relative link in the repository resolving', () => {
    expect(where(brokenDocLinks(repo, readFromDisk))).toEqual([]);
  });

  it('is fed citations: the code does cite docs/', () => {
    const citing = repo.filter((f) => f.path.startsWith('src/') && /\bdocs\/\w+\.md#/.test(f.text));
    expect(citing.length).toBeGreaterThan(5);
  });

  const page = 'guide.md';
  const pages = new Map([[`docs/${page}`, '# Guide\n\n## Two words\n']]);
  const read = (path: string) => pages.get(path);

  it.each([
    ['a heading that exists', file('src/a.ts', `// docs/${page}#two-words`), 0],
    ['a heading that does not', file('src/a.ts', `// docs/${page}#three-words`), 1],
    ['a page that does not exist', file('src/a.ts', `// docs/${'missing.md'}#two-words`), 1],
    ['a link to a heading of the same page', file(`docs/${page}`, '[see](#two-words)'), 0],
    ['a link to a missing heading of the same page', file(`docs/${page}`, '[see](#nowhere)'), 1],
    ['a link to a missing page', file(`docs/${page}`, '[see](other.md#two-words)'), 1],
    ['a link out of the repository', file(`docs/${page}`, '[see](../../outside.md)'), 1],
  ])('judges %s', (_, source, count) => {
    expect(brokenDocLinks([source], read)).toHaveLength(count);
  });
});

describe('tests live where docs/testing.md says', () => {
  it('finds every test beside a module it imports or in tests/<suite>/', () => {
    expect(where(misplacedTests(repo))).toEqual([]);
  });

  it.each([
    ['a unit test importing its neighbour', file('src/lib/a.test.ts', "import { a } from './a';"), 0],
    ['a unit test importing its neighbour lazily', file('src/lib/a.test.ts', "const { a } = await import('./a');"), 0],
    ['a unit test of another folder', file('src/lib/a.test.ts', "import { b } from '../b/b';"), 1],
    ['a suite test', file('tests/e2e/a.test.ts', "import { x } from '../../src/x';"), 0],
    ['a test loose in tests/', file('tests/a.test.ts'), 1],
    ['a test among the helpers', file('tests/support/a.test.ts'), 1],
    ['a helper in a suite folder', file('tests/db/helper.ts'), 1],
    ['a helper in tests/support/', file('tests/support/helper.ts'), 0],
  ])('judges %s', (_, source, count) => {
    expect(misplacedTests([source])).toHaveLength(count);
  });
});

describe('one convention for custom elements', () => {
  it('finds every element in <tag>.ts beside its .astro and registered in page-behaviours', () => {
    expect(where(customElementViolations(repo))).toEqual([]);
  });

  it('names the define function after the tag', () => {
    expect(defineFunctionName('first-visit-popup')).toBe('defineFirstVisitPopup');
  });

  const registered = file(
    PAGE_BEHAVIOURS,
    "  'tab-set': () => import('../components/home/tab-set').then((m) => m.defineTabSet()),",
  );
  const element = (path = 'src/components/home/tab-set.ts', define = 'defineTabSet') =>
    file(
      path,
      `export function ${define}(): void {`,
      "  if (!customElements.get('tab-set')) customElements.define('tab-set', TabSet);",
      '}',
    );
  const astro = (path = 'src/components/home/Tabs.astro') =>
    file(path, '<tab-set><button>업종 최적화</button></tab-set>');

  it.each([
    ['the convention followed', [registered, element(), astro()], 0],
    ['an element missing from ELEMENTS', [file(PAGE_BEHAVIOURS, 'const ELEMENTS = {};'), element(), astro()], 1],
    ['an element in a file not named after it', [registered, element('src/components/home/tabs.ts'), astro()], 2],
    ['an element exporting another name', [registered, element(undefined, 'registerTabs'), astro()], 1],
    ['an element no .astro beside it renders', [registered, element(), astro('src/components/ui/Tabs.astro')], 1],
    ['an ELEMENTS entry nothing defines', [registered], 1],
    [
      'an element defined in an inline script',
      [
        file(
          'src/components/faq/Faq.astro',
          "<script>customElements.define('faq-search', class extends HTMLElement {});</script>",
        ),
      ],
      1,
    ],
  ])('judges %s', (_, files, count) => {
    expect(customElementViolations(files)).toHaveLength(count);
  });
});
