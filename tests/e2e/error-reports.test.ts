// A failure in the browser reaches staff through the error tracker, once, saying where it broke
// and in which release, and nothing about the visitor (docs/operations.md#error-reports). The
// site in these tests is built with the local stack's tracker as PUBLIC_SENTRY_DSN
// (tests/support/e2e-setup.ts), whose reports the inbox API lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client';
import { describe, expect, it } from '../support/browser-test';
import { KIM } from '../support/member-flows';
import { REPO_ROOT } from '../support/repo-files';

const inbox = inboxClient(inject('supabaseUrl'), inject('supabaseSecretKey'));

/** The release the build under test baked into its tracker chunk (src/integrations/error-reports/). */
function builtRelease(): string | undefined {
  const assets = join(REPO_ROOT, 'dist', '_astro');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const release = /["'`](pos-site@[0-9.]+(?:\+[0-9a-f]+)?)["'`]/.exec(readFileSync(join(assets, file), 'utf8'))?.[1];
    if (release) return release;
  }
  return undefined;
}

/** What the member typed and who they are: none of it may reach the tracker. */
const PERSONAL = ['010-4321-8765', 'owner@shop.example', KIM.email, KIM.name];

describe('error reports from the browser', () => {
  it('an island that throws is reported once, with its route and release and no personal data', async ({
    openMemberSite,
  }) => {
    const area = 'inquiry-list';
    const before = (await inbox.reports()).length;
    // The member's list gets a row its card cannot draw (a date that is no date): the island throws.
    const { page } = await openMemberSite(
      '/user/inquiry?next=%2Fdown&token=eyJhbGciOiJIUzI1NiJ9.e30.sig',
      { provider: 'kakao', as: { existing: KIM.name } },
      {
        before: async (page) => {
          await page.route('**/rest/v1/inquiries?*', (route) =>
            route.fulfill({
              json: [
                {
                  id: '33333333-3333-4333-8333-333333333333',
                  receipt_no: '20261202-0001',
                  sector: '음식점',
                  content: `연락은 010-4321-8765, owner@shop.example 로 부탁드립니다.`,
                  status: '접수',
                  answer: null,
                  answered_at: null,
                  created_at: 'not a date',
                },
              ],
            }),
          );
        },
      },
    );
    await page.getByRole('alert').filter({ hasText: '일시적인 문제로 이 부분을 표시하지 못했습니다' }).waitFor();

    // Then a second, different error from the page: once its report is in, a duplicate of the
    // first, sent before it, would be in too.
    await page.evaluate(() => {
      setTimeout(() => void Promise.reject(new Error('after the island')));
    });
    await expect
      .poll(async () => (await inbox.reports()).slice(0, -before || undefined).map((report) => report.title), {
        timeout: 60_000,
      })
      .toContain('Error: after the island');
    const reports = (await inbox.reports()).filter(
      (report) => report.route === '/user/inquiry' && report.title.startsWith('RangeError'),
    );
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.release).toMatch(/^pos-site@\d+\.\d+\.\d+\+[0-9a-f]{7,}$/);
    expect(report?.release).toBe(builtRelease());
    expect(report?.title).toMatch(/^RangeError: /);
    expect(report?.event.tags).toMatchObject({ route: '/user/inquiry', area, caught: 'island' });
    const sent = JSON.stringify(report?.event);
    for (const fragment of [...PERSONAL, 'eyJhbGciOiJIUzI1NiJ9', 'next=']) expect(sent).not.toContain(fragment);
    expect(report?.event.user).toEqual({ ip_address: null });
  });

  it('a page without errors loads no error tracker', async ({ openSite }) => {
    const { page } = await openSite('/faq');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /sentry/i.test(name)),
    );
    expect(scripts).toEqual([]);
  });
});
