// Reads a Netlify / Cloudflare Pages `_headers` file and answers "which headers for this path",
// so the test server and the perf benchmark serve dist/ with exactly what those hosts would add.
import { readFileSync } from 'node:fs';

interface Rule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      // A path line: `*` matches anything, as on both hosts.
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: header line outside a path block: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function headersFromFile(file: string): (path: string) => Record<string, string> {
  const rules = parseHeadersFile(readFileSync(file, 'utf8'));
  return (path) =>
    Object.assign({}, ...rules.filter((r) => r.pattern.test(path)).map((r) => r.headers)) as Record<string, string>;
}
