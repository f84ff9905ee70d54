// The written house rules a machine can check (docs/testing.md#the-house-rules-test). Each
// check takes a list of files, so a test can feed it the repository or a planted bad example.
import { dirOf, lineOf, resolvePath, type SourceFile, type Violation } from './repo-files';

const COVERED = /^(src|tools|tests|studio|supabase)\//;

/**
 * A reference to a document outside the repository: the design note or the specification the
 * project started from, the folder they came in, or a numbered section (the section sign) of
 * one of them.
 */
const OUTSIDE_DOCUMENT = /DESIGN\.md|\bSPEC\b|\.\.\/shared\b|\u00a7/g;

/**
 * A reference to an issue tracker: an issue, ticket, bug or pull request by its number, a number
 * in brackets after a hash as squash merges write it, or a link to a tracker's issue or pull request.
 */
const TRACKER_REFERENCE =
  /\b(?:issues?|tickets?|bugs?|PRs?|pull requests?)\s+(?:no\.\s*|#\s*)?\d+|\(#\d+\)|\/(?:issues|pulls?)\/\d+/gi;

/** Each line of `files` where `pattern` matches, reported once with what it found. */
function linesMatching(files: readonly SourceFile[], pattern: RegExp, message: (found: string) => string): Violation[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((content, index) => {
      const found = [...new Set(content.match(pattern) ?? [])];
      if (found.length === 0) return [];
      return [{ path, line: index + 1, message: message(found.map((name) => `“${name}”`).join(', ')) }];
    }),
  );
}

/** Rule 1: comments cite docs/ or nothing (docs/conventions.md#comments). One report per line. */
export function outsideCitations(files: readonly SourceFile[]): Violation[] {
  return linesMatching(
    files.filter((file) => COVERED.test(file.path)),
    OUTSIDE_DOCUMENT,
    (names) => `cites ${names}, outside the repository: cite docs/ instead`,
  );
}

/**
 * Rule 6: no file cites an issue tracker (docs/conventions.md#comments): a reader of the
 * repository cannot follow the reference. Say what the code does and why; the history of a
 * change is its commit message.
 */
export function trackerReferences(files: readonly SourceFile[]): Violation[] {
  return linesMatching(
    files,
    TRACKER_REFERENCE,
    (names) => `cites ${names} of a tracker outside the repository: say what and why instead`,
  );
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The relative modules a file imports, resolved to repository paths, with their lines. */
function relativeImports({ path, text }: SourceFile): { target: string; line: number }[] {
  return [...text.matchAll(IMPORT)]
    .filter((match) => match[1]?.startsWith('.'))
    .map((match) => ({ target: resolvePath(path, match[1] ?? '') ?? '', line: lineOf(text, match.index) }));
}

const TEST_FILE = /\.test\.tsx?$/;

/** Rule 4: where tests live (docs/testing.md#where-tests-live). */
export function misplacedTests(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const [top, suite, ...rest] = file.path.split('/');
    const isTest = TEST_FILE.test(file.path);
    if (top === 'tests') {
      if (isTest && (suite === 'support' || rest.length === 0)) {
        violations.push({
          path: file.path,
          line: 1,
          message: 'a test under tests/ belongs in tests/<suite>/, not in support/ or loose',
        });
      } else if (!isTest && suite !== 'support') {
        violations.push({
          path: file.path,
          line: 1,
          message: 'only tests live in tests/<suite>/: a helper belongs in tests/support/',
        });
      }
    } else if (isTest) {
      const dir = dirOf(file.path);
      if (!relativeImports(file).some(({ target }) => dirOf(target) === dir)) {
        violations.push({
          path: file.path,
          line: 1,
          message: 'a unit test sits beside a module it imports; a test spanning folders belongs in tests/<suite>/',
        });
      }
    }
  }
  return violations;
}

const DEFINE = /customElements\.define\(\s*['"]([a-z][a-z0-9]*-[a-z0-9-]+)['"]/g;
const ELEMENT_ENTRY =
  /['"]([a-z][a-z0-9-]*)['"]\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\.then\(\s*\(?(\w+)\)?\s*=>\s*\3\.(\w+)\(\)\s*\)/g;

export const PAGE_BEHAVIOURS = 'src/layouts/page-behaviours.ts';

/** 'first-visit-popup' → 'defineFirstVisitPopup'. */
export function defineFunctionName(tag: string): string {
  return `define${tag.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}`;
}

/** Rule 5: one convention for custom elements (docs/conventions.md#custom-elements). */
export function customElementViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const source = files.filter((file) => file.path.startsWith('src/') && !TEST_FILE.test(file.path));
  const behaviours = files.find((file) => file.path === PAGE_BEHAVIOURS)?.text ?? '';
  const entries = new Map(
    [...behaviours.matchAll(ELEMENT_ENTRY)].map((m) => [
      m[1] ?? '',
      { module: resolvePath(PAGE_BEHAVIOURS, m[2] ?? ''), call: m[4] },
    ]),
  );
  const defined = new Set<string>();
  for (const file of source) {
    for (const match of file.text.matchAll(DEFINE)) {
      const tag = match[1] ?? '';
      const line = lineOf(file.text, match.index);
      const fail = (message: string) => violations.push({ path: file.path, line, message: `<${tag}>: ${message}` });
      defined.add(tag);
      if (file.path.endsWith('.astro')) {
        fail('defined in an inline script; give it its own module beside the .astro');
        continue;
      }
      const dir = dirOf(file.path);
      const expected = defineFunctionName(tag);
      if (file.path !== `${dir}/${tag}.ts`) fail(`lives in ${file.path}, not in ${dir}/${tag}.ts`);
      if (!new RegExp(`export function ${expected}\\(`).test(file.text))
        fail(`its module does not export ${expected}()`);
      const entry = entries.get(tag);
      if (!entry) fail(`not registered in ${PAGE_BEHAVIOURS}'s ELEMENTS`);
      else if (entry.module !== file.path.replace(/\.ts$/, '') || entry.call !== expected) {
        fail(`ELEMENTS must import ${file.path} and call ${expected}()`);
      }
      const rendered = new RegExp(`<${tag}[\\s>]`);
      const beside = source.some(
        (other) => other.path.endsWith('.astro') && dirOf(other.path) === dir && rendered.test(other.text),
      );
      if (!beside) fail(`no .astro in ${dir}/ renders it`);
    }
  }
  for (const tag of entries.keys()) {
    if (!defined.has(tag))
      violations.push({ path: PAGE_BEHAVIOURS, line: 1, message: `ELEMENTS lists <${tag}>, which nothing defines` });
  }
  return violations;
}
