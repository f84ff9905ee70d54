// `npm run test:db`: every supabase/tests/*.sql pgTAP file on PGlite, one vitest test per
// TAP assertion, plus one per file checking that it ran all it planned.
import { afterAll, describe, expect, it } from 'vitest';

import { createTestDatabase, listPgTapFiles, runPgTapFile, type TapReport } from '../support/pgtap.ts';

const db = await createTestDatabase();
afterAll(() => db.close());

const reports: TapReport[] = [];
for (const file of listPgTapFiles()) reports.push(await runPgTapFile(db, file));

describe.each(reports)('$file', (report) => {
  if (report.error !== undefined) {
    it('runs without an SQL error', () => expect.fail(report.error));
  }
  for (const assertion of report.assertions) {
    it(`${assertion.number} - ${assertion.description}`, () => {
      if (!assertion.ok) expect.fail(assertion.diagnostics.join('\n') || 'assertion failed');
    });
  }
  it('runs every assertion it plans, and at least one', () => {
    expect(report.planned).toBeGreaterThan(0);
    expect(report.assertions.map((a) => a.number)).toEqual(
      Array.from({ length: report.planned ?? 0 }, (_, i) => i + 1),
    );
  });
});
