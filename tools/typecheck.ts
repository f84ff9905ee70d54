// Type-checks the site (astro check covers .astro, .ts and .tsx) and the studio workspace,
// and reports them as two results in the shared "N passed, N failed" form.
import { spawnSync } from 'node:child_process';

const checks = [
  { name: 'site (astro check)', cmd: 'npx', args: ['astro', 'check', '--minimumFailingSeverity', 'warning'] },
  { name: 'studio (tsc)', cmd: 'npx', args: ['tsc', '-p', 'studio', '--noEmit'] },
];

let failed = 0;
for (const check of checks) {
  const result = spawnSync(check.cmd, check.args, { stdio: 'inherit' });
  const ok = result.status === 0;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${check.name}`);
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
