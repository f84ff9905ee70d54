// @vitest-environment node
// The two-yearly marketing consent confirmation through one drain: an informational 알림톡 to the
// member with its own template, the consent's date in Korean and the link to 내 정보; nothing when
// the consent was withdrawn before it went out; a visible failure when its template is not set.
import { describe, expect, it } from 'vitest';

import { configOf, ENV, event, recordingQueue, useProviderStandIns } from '../../../tests/support/notify-drain.ts';
import { registeredTemplates } from '../../../tests/support/registered-templates.ts';
import { LOCAL_SOLAPI_CONSENT_TEMPLATE_ID } from '../../../tools/local-supabase/messaging/local-account.ts';
import { consentNotice, kstDate } from './compose.ts';
import { drainBatch } from './drain.ts';
import { CONSENT_CONFIRMATION } from './plans.ts';
import { CONSENT_TEMPLATE } from './templates.ts';

const s = useProviderStandIns();
const WITH_CONSENT_TEMPLATE = { ...ENV, SOLAPI_CONSENT_TEMPLATE_ID: LOCAL_SOLAPI_CONSENT_TEMPLATE_ID };
// As notify_claim answers for it: no receipt number; filed_at is the consent's date.
const due = (tel: string | null = '010-2345-6789') =>
  event({
    kind: CONSENT_CONFIRMATION,
    receipt_no: null as unknown as string,
    subject_table: 'profiles',
    filed_at: '2026-03-02T01:00:00Z',
    tel: tel as string,
  });

describe('the consent confirmation', () => {
  it('goes to the member as 알림톡 with the consent template, the date in Korean and the link to 내 정보', async () => {
    const confirmation = due();
    const { queue, settled } = recordingQueue([confirmation]);
    await drainBatch(configOf(WITH_CONSENT_TEMPLATE), queue, 50);
    const body = (await s.requests[0]?.json()) as { messages: Array<Record<string, unknown>> };
    expect(body.messages[0]).toMatchObject({
      to: '01023456789',
      type: 'ATA',
      kakaoOptions: {
        templateId: LOCAL_SOLAPI_CONSENT_TEMPLATE_ID,
        variables: { '#{동의일}': '2026년 3월 2일', '#{내정보주소}': 'https://site.test/user/account' },
      },
    });
    // The stand-in delivers 알림톡 only when the text is the registered template, filled in.
    expect(s.delivered()).toMatchObject([
      { channel: 'alimtalk', template: LOCAL_SOLAPI_CONSENT_TEMPLATE_ID, event_id: confirmation.event_id },
    ]);
    expect(settled[0]).toMatchObject({ retry_in_seconds: null, deliveries: [{ status: 'sent', receipt_no: null }] });
  });

  it('is archived unsent when the claim carries no number (the consent was withdrawn meanwhile)', async () => {
    const { queue, settled } = recordingQueue([due(null)]);
    await drainBatch(configOf(WITH_CONSENT_TEMPLATE), queue, 50);
    expect(s.requests).toEqual([]);
    expect(settled).toEqual([expect.objectContaining({ retry_in_seconds: null, deliveries: [] })]);
  });

  it('fails visibly, sending nothing, while SOLAPI_CONSENT_TEMPLATE_ID is not set', async () => {
    const { queue, settled } = recordingQueue([due()]);
    await drainBatch(configOf(ENV), queue, 50);
    expect(s.requests).toEqual([]);
    const [delivery] = settled[0]?.deliveries ?? [];
    expect(delivery?.status).toBe('failed');
    expect(delivery?.error).toMatch(/SOLAPI_CONSENT_TEMPLATE_ID/);
  });
});

describe('its text', () => {
  it.each([
    ['2026-03-01T15:00:00Z', '2026년 3월 2일'],
    ['2026-12-31T14:59:59Z', '2026년 12월 31일'],
  ])('dates a consent given at %s as %s (Korean date)', (iso, expected) => {
    expect(kstDate(iso)).toBe(expected);
  });

  it('names who sends it, the date of the consent and how to withdraw (정보통신망법 Art. 50(8))', () => {
    const { text } = consentNotice(due(), 'https://site.test');
    expect(text).toContain('[소담POS]');
    expect(text).toContain('2026년 3월 2일에');
    expect(text).toContain('철회');
    expect(text).toContain('https://site.test/user/account');
  });

  it('uses each declared variable and no other', () => {
    expect([...CONSENT_TEMPLATE.text.matchAll(/#\{[^}]+\}/g)].map((m) => m[0]).sort()).toEqual(
      [...CONSENT_TEMPLATE.variables].sort(),
    );
  });

  it('is a text staff register with Kakao (docs/message-templates.md), word for word', () => {
    expect(registeredTemplates()).toContain(CONSENT_TEMPLATE.text);
  });
});
