// `npm run test:lint`: the house style as a suite of `npm test`. ESLint (eslint.config.ts: the
// house rules a linter can hold) on every file it covers, and Prettier's check on every file it
// formats, reported as their own command lines report them; it ends with `N passed, N failed`,
// counted in files (tools/test.ts reads that line). A file passes when neither has a complaint.
// `npm run lint` and `npm run format` are the same tools for daily use.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const ROOT = join(import.meta.dirname, '..');
/** The files that say what neither tool reads, the way both CLIs are configured here. */
const IGNORE_FILES = ['.gitignore', '.prettierignore'].map((name) => join(ROOT, name));

/** Whether Prettier leaves `text`, the content of `path`, as it is (the project's .prettierrc). */
export async function isFormatted(path: string, text: string): Promise<boolean> {
  const options = await prettier.resolveConfig(path);
  return prettier.check(text, { ...options, filepath: path });
}

/**
 * Folders the ignore files name whole (`dist/`, `studio/dist/`): not walked at all. Every file
 * that is walked still goes through Prettier's own reading of the ignore files.
 */
function ignoredFolders(): (folder: string) => boolean {
  const patterns = IGNORE_FILES.flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => line.slice(0, -1).replace(/^\//, ''));
  return (folder) =>
    folder === '.git' ||
    patterns.some((pattern) => (pattern.includes('/') ? folder === pattern : folder.split('/').at(-1) === pattern));
}

/** Every file Prettier would check in `npx prettier --check .`, as repository paths. */
export async function formattableFiles(root = ROOT): Promise<string[]> {
  const skip = ignoredFolders();
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !skip(path)) walk(path);
      else if (entry.isFile()) found.push(path);
    }
  };
  walk('');
  const infos = await Promise.all(
    found.map((path) => prettier.getFileInfo(join(root, path), { ignorePath: IGNORE_FILES })),
  );
  return found.filter((_, index) => !infos[index]?.ignored && infos[index]?.inferredParser).sort();
}

async function main() {
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(['.']);
  const report = await (await eslint.loadFormatter('stylish')).format(results);
  if (report) console.log(report);
  const lintFailed = new Set(
    results.filter((result) => result.errorCount + result.warningCount > 0).map((r) => relative(ROOT, r.filePath)),
  );

  const files = await formattableFiles();
  const unformatted: string[] = [];
  for (const path of files) {
    if (!(await isFormatted(join(ROOT, path), readFileSync(join(ROOT, path), 'utf8')))) unformatted.push(path);
  }
  for (const path of unformatted) console.log(`[warn] ${path.split('/').join(sep)}`);
  if (unformatted.length > 0)
    console.log(`[warn] Code style issues in ${unformatted.length} files: npx prettier --write <file>`);

  const all = new Set([...results.map((r) => relative(ROOT, r.filePath)), ...files]);
  const failed = new Set([...lintFailed, ...unformatted]);
  console.log(
    `ESLint: ${results.length} files, ${lintFailed.size} with problems; Prettier: ${files.length} files, ${unformatted.length} unformatted`,
  );
  console.log(`${all.size - failed.size} passed, ${failed.size} failed`);
  process.exitCode = failed.size > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
