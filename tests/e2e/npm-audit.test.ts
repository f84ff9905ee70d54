import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// What ships to visitors and to the build host: the production dependencies. The advisory
// database is on registry.npmjs.org (a POST to /-/npm/v1/security/advisories/bulk). Where the
// network refuses that endpoint (this project's build machines answer 405) the test is reported
// as skipped with the reason, never as passed: the gate then has to be run where it can be.
interface AuditReport {
  metadata?: { vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
  error?: { summary?: string };
}

describe('production dependencies', () => {
  it('have no high or critical advisory (npm audit --omit=dev)', (context) => {
    const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 90_000 });
    if (run.error) throw new Error(`npm audit could not run: ${run.error.message}`);
    let report: AuditReport;
    try {
      report = JSON.parse(run.stdout) as AuditReport;
    } catch (error) {
      throw new Error(`npm audit printed no JSON (exit ${run.status}): ${run.stderr.slice(0, 500)}`, { cause: error });
    }
    const counts = report.metadata?.vulnerabilities;
    const unreachable = /\b(405|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ETIMEDOUT)\b/.test(
      `${report.message ?? ''} ${report.error?.summary ?? ''} ${run.stderr}`,
    );
    if (!counts && unreachable) {
      const reason = `npm audit could not reach the advisory database, so the audit gate is NOT verified here: ${report.message ?? report.error?.summary ?? run.stderr.slice(0, 300)}`;
      console.warn(reason);
      context.skip(reason);
    }
    if (!counts) {
      throw new Error(
        `npm audit could not reach the advisory database, so the audit gate is NOT verified: ${report.message ?? report.error?.summary ?? run.stderr.slice(0, 300)}`,
      );
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`);
    expect(serious).toEqual([]);
    expect(counts.high + counts.critical).toBe(0);
  });
});
