// @vitest-environment node
// 카카오톡으로 받기: the template staff register with Kakao (docs/message-templates.md) is the text the function
// sends, and a drain sends one download_link event as one 알림톡 with the download page's link
// to the member's own number, under its own template, or fails it visibly when that template's
// id is not set.
import { describe, expect, it } from 'vitest';

import { configOf, ENV, event, recordingQueue, useProviderStandIns } from '../../../tests/support/notify-drain.ts';
import { registeredTemplates } from '../../../tests/support/registered-templates.ts';
import { LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID } from '../../../tools/local-supabase/messaging/local-account.ts';
import { DOWNLOAD_LINK_TEMPLATE, downloadLinkNotice, downloadLinkUrl } from './download-link.ts';
import { drainBatch } from './drain.ts';

const s = useProviderStandIns();
const WITH_TEMPLATE = { ...ENV, SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID: LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID };
const pressed = () =>
  event({
    kind: 'download_link',
    subject_table: 'download_handoffs',
    receipt_no: '261127-L3F2A9C1B',
    tel: '010-2345-6789',
  });

describe('the download link template', () => {
  it('is a text staff register with Kakao (docs/message-templates.md), word for word', () => {
    expect(registeredTemplates()).toContain(DOWNLOAD_LINK_TEMPLATE.text);
  });

  it('uses each declared variable and no other, and links to /down', () => {
    expect([...DOWNLOAD_LINK_TEMPLATE.text.matchAll(/#\{[^}]+\}/g)].map((m) => m[0])).toEqual([
      ...DOWNLOAD_LINK_TEMPLATE.variables,
    ]);
    expect(downloadLinkNotice('https://www.example.kr').text).toContain(
      '■ 다운로드: https://www.example.kr/down?utm_source=handoff&utm_medium=alimtalk',
    );
  });
});

describe('a drain', () => {
  it('sends one 알림톡 under the download template with the link, to the member’s number', async () => {
    const link = pressed();
    const { queue, settled } = recordingQueue([link]);
    const tally = await drainBatch(configOf(WITH_TEMPLATE), queue, 50);
    expect(tally).toMatchObject({ events: 1, sent: 1 });
    const body = (await s.requests[0]?.json()) as { messages: Array<Record<string, unknown>> };
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({
      to: '01023456789',
      type: 'ATA',
      kakaoOptions: {
        templateId: LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID,
        variables: { '#{다운로드주소}': downloadLinkUrl(ENV.NOTIFY_SITE_URL) },
      },
      customFields: { eventId: link.event_id, target: 'member_alimtalk' },
    });
    // Delivered as 알림톡, not as the SMS fallback: the text matched the registered template.
    expect(s.delivered()).toMatchObject([{ channel: 'alimtalk', to: '01023456789', event_id: link.event_id }]);
    expect(settled[0]).toMatchObject({
      retry_in_seconds: null,
      deliveries: [{ kind: 'download_link', status: 'sent' }],
    });
  });

  it('without the template’s id sends nothing and records the failure for staff', async () => {
    const { queue, settled } = recordingQueue([pressed()]);
    const tally = await drainBatch(configOf(ENV), queue, 50);
    expect(tally).toMatchObject({ events: 1, sent: 0, failed: 1 });
    expect(s.requests).toEqual([]);
    expect(settled[0]?.deliveries[0]?.status).toBe('failed');
    expect(settled[0]?.deliveries[0]?.error).toContain('SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID');
  });
});
