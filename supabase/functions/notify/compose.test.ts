// @vitest-environment node
// What the staff alert and the member's notice say.
import { describe, expect, it } from 'vitest';

import {
  answerNotice,
  dashboardLink,
  DIGEST_LISTED,
  digestOf,
  inertText,
  kstMinute,
  staffAlertText,
  staffDigestText,
} from './compose.ts';
import type { ClaimedEvent } from './queue.ts';
import { ANSWER_TEMPLATE, renderTemplate } from './templates.ts';
import { LINK_REMOVED, NUMBER_REMOVED } from './visitor-text.ts';

const event = (fields: Partial<ClaimedEvent>): ClaimedEvent => ({
  msg_id: 1,
  read_ct: 1,
  event_id: '9f1c0d6e-8f1b-4f7c-9d2e-0a1b2c3d4e5f',
  kind: 'inquiry_filed',
  subject_id: '31111111-1111-4111-8111-111111111111',
  subject_table: 'inquiries',
  subject_table_oid: 16631,
  receipt_no: '261123-0007',
  filed_at: '2026-11-23T05:05:30Z',
  sector: '분식집',
  company: '',
  tel: '',
  deliveries: {},
  digest: null,
  code: '',
  ...fields,
});

describe('kstMinute', () => {
  it.each([
    ['2026-11-23T05:05:30Z', '2026-11-23 14:05'],
    ['2026-11-23T15:00:00Z', '2026-11-24 00:00'],
    ['2026-12-31T14:59:59.999Z', '2026-12-31 23:59'],
    ['2026-11-23T14:05:00+09:00', '2026-11-23 14:05'],
  ])('%s is %s in Korea', (iso, expected) => {
    expect(kstMinute(iso)).toBe(expected);
  });
});

describe('the staff alert', () => {
  it('names a consultation inquiry by its receipt number, Korean time and sector, with a link to its row', () => {
    expect(staffAlertText(event({}), 'https://supabase.com/dashboard/project/abcd')).toBe(
      [
        '[소담POS] 새 상담 문의',
        '접수번호 261123-0007',
        '접수 2026-11-23 14:05 (한국 시간)',
        '업종 분식집',
        '보기 https://supabase.com/dashboard/project/abcd/editor/16631?filter=id%3Aeq%3A31111111-1111-4111-8111-111111111111',
      ].join('\n'),
    );
  });

  it('names a partnership inquiry by its company', () => {
    const text = staffAlertText(event({ kind: 'partnership_filed', company: '꽃집', sector: '' }), undefined);
    expect(text.split('\n')).toEqual([
      '[소담POS] 새 제휴 문의',
      '접수번호 261123-0007',
      '접수 2026-11-23 14:05 (한국 시간)',
      '상호·업종 꽃집',
    ]);
  });

  it('carries no phone number, even when the event has one', () => {
    expect(staffAlertText(event({ tel: '010-2345-6789' }), undefined)).not.toMatch(/010|2345|6789/);
  });

  it('links to the table editor filtered to the row', () => {
    expect(dashboardLink('http://127.0.0.1:54321/inbox/dashboard', { subject_table_oid: 5, subject_id: 'x-y' })).toBe(
      'http://127.0.0.1:54321/inbox/dashboard/editor/5?filter=id%3Aeq%3Ax-y',
    );
  });
});

describe('the member’s notice', () => {
  it('is the registered template with the receipt number and the link to /user/inquiry', () => {
    const notice = answerNotice(event({ kind: 'answer_written' }), 'https://sodampos.example');
    expect(notice.variables).toEqual({
      '#{접수번호}': '261123-0007',
      '#{답변확인주소}': 'https://sodampos.example/user/inquiry',
    });
    expect(notice.text).toContain('■ 접수번호: 261123-0007');
    expect(notice.text).toContain('■ 답변 확인: https://sodampos.example/user/inquiry');
    expect(notice.text).toBe(renderTemplate(ANSWER_TEMPLATE.text, notice.variables));
  });

  it('fills every variable the template declares', () => {
    const { text } = answerNotice(event({ kind: 'answer_written' }), 'https://sodampos.example');
    expect(text).not.toMatch(/#\{/);
    expect(ANSWER_TEMPLATE.variables.every((name) => ANSWER_TEMPLATE.text.includes(name))).toBe(true);
  });
});

describe('what a visitor typed cannot ping the staff channel', () => {
  it.each([
    '<!channel>',
    '<!here>',
    '<!everyone>',
    '@channel',
    '@here',
    '@everyone',
    '<@U024BE7LH>',
    '<#C024BE7LR>',
    '<!subteam^SAZ94GDB8>',
    '&lt;!channel&gt;',
  ])('a company named %s', (company) => {
    const text = staffAlertText(event({ kind: 'partnership_filed', company }), undefined);
    expect(text).not.toMatch(/[<>@&]/);
    expect(text).toContain(`상호·업종 ${inertText(company)}`);
  });

  it('reads the same to a person: full-width look-alikes', () => {
    expect(inertText('<!channel> 꽃집 @here')).toBe('＜!channel＞ 꽃집 ＠here');
  });

  it('a line break in a field cannot forge a line of the message', () => {
    const text = staffAlertText(event({ sector: '분식집\n보기 https://evil.example\r\n끝' }), undefined);
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toContain(`업종 분식집 보기 ${LINK_REMOVED} 끝`);
  });
});

describe('what a visitor typed carries no link or number to staff', () => {
  it.each([
    ['bit.ly/3xYzAb', `상호·업종 ${LINK_REMOVED}`],
    ['https://evil.ex', `상호·업종 ${LINK_REMOVED}`],
    ['010-9876-5432', `상호·업종 ${NUMBER_REMOVED}`],
    ['꽃집 010 9876 5432', `상호·업종 꽃집 ${NUMBER_REMOVED}`],
  ])('a company named %s reads “%s”', (company, line) => {
    const text = staffAlertText(
      event({ kind: 'partnership_filed', company }),
      'https://supabase.com/dashboard/project/ab',
    );
    expect(text.split('\n')[3]).toBe(line);
    expect(text).not.toMatch(/bit\.ly|evil|9876|5432/);
  });

  it.each(['bit.ly/3xYzAb', 'https://evil.example/x', '010-9876-5432'])('an 업종 of %s is removed too', (sector) => {
    expect(staffAlertText(event({ sector }), undefined)).not.toMatch(/bit\.ly|evil|9876/);
  });
});

describe('the digest of held alerts', () => {
  const held = (n: number, kind: string) =>
    Array.from({ length: n }, (_, i) => ({ kind, receipt_no: `261127-${String(i + 1).padStart(4, '0')}` }));

  it('names the hour in Korean time and every held receipt number, by kind', () => {
    const digest = {
      channel: 'staff_sms' as const,
      hour: '2026-11-27T05:00:00Z',
      held: [...held(2, 'inquiry_filed'), ...held(1, 'partnership_filed')],
    };
    expect(staffDigestText(digest)).toBe(
      [
        '[소담POS] 알림 한도를 넘은 문의 3건',
        '2026-11-27 14:00~15:00 (한국 시간)에 접수되어 한 건씩 알리지 않은 문의입니다.',
        '상담 문의 2건: 261127-0001, 261127-0002',
        '제휴 문의 1건: 261127-0001',
      ].join('\n'),
    );
  });

  it(`lists ${DIGEST_LISTED} receipt numbers of a kind and counts the rest`, () => {
    const text = staffDigestText({
      channel: 'staff_webhook',
      hour: '2026-11-27T05:00:00Z',
      held: held(DIGEST_LISTED + 7, 'partnership_filed'),
    });
    expect(text).toContain(`제휴 문의 ${DIGEST_LISTED + 7}건: 261127-0001, `);
    expect(text).toMatch(/261127-0020 외 7건$/);
  });

  it('reads only a digest event’s own summary', () => {
    const summary = { channel: 'staff_sms', hour: '2026-11-27T05:00:00Z', held: [] };
    expect(digestOf(event({ kind: 'staff_digest', digest: summary }))).toEqual(summary);
    expect(digestOf(event({ kind: 'inquiry_filed', digest: summary }))).toBeUndefined();
    expect(
      digestOf(event({ kind: 'staff_digest', digest: { ...summary, channel: 'member_alimtalk' } })),
    ).toBeUndefined();
  });
});
