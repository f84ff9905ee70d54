// The HTML pages of a finished static build, for the integrations that rewrite or read them
// after Astro has written dist/. Files under _astro/ are assets, not pages.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dir, file).startsWith(`_astro${sep}`));
}
