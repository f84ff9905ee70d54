// Build time only: names the release every browser error report carries, `pos-site@<version>`
// plus the commit when the build runs in a git checkout (a host's build does), so a report
// says which deploy it came from (src/lib/errors/sentry-client.ts reads __SITE_RELEASE__).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** pos-site@0.1.0+abc1234, or pos-site@0.1.0 outside a git checkout. */
export function siteRelease(root: string): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    return commit ? `pos-site@${version}+${commit}` : `pos-site@${version}`;
  } catch {
    return `pos-site@${version}`; // no git here (a tarball build): the version alone
  }
}

export function errorReportRelease(): AstroIntegration {
  return {
    name: 'error-report-release',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({
          vite: { define: { __SITE_RELEASE__: JSON.stringify(siteRelease(fileURLToPath(config.root))) } },
        });
      },
    },
  };
}
