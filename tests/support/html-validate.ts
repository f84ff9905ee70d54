// html-validate with the repository's own config (.htmlvalidate.mjs), for the test of every built
// page (tests/e2e/html-validate.test.ts) and the test that the config catches a planted bad page
// (tests/unit/html-validate-config.test.ts).
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Finds each file's config the way the CLI does, from its folder up to .htmlvalidate.mjs (root: true): without a
 * loader named, html-validate here would fall back to its defaults and ignore the file. */
const validator = new HtmlValidate(new FileSystemConfigLoader());

/**
 * What html-validate finds wrong with a document, one line a message: rule id, line and column,
 * message. `file` names it (a path under the repository, so the repository's config applies);
 * the document need not be on disk.
 */
export async function htmlProblems(html: string, file = `${ROOT}planted.html`): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} (line ${m.line}:${m.column}): ${m.message}`),
  );
}
