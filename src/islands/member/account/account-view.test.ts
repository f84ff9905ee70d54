// @vitest-environment node
// 내 정보 reads the database's export: what it shows of it, and the consent line's words.
import { describe, expect, it } from 'vitest';

import { accountView, koreanDay, marketingStatus } from './account-view';

const EXPORT = {
  exported_at: '2026-11-27T01:00:00Z',
  account: {
    email: 'minjun.kim@example.com',
    provider_profile: {
      iss: 'https://kauth.kakao.com',
      sub: '4012345678',
      provider_id: '4012345678',
      name: '김민준',
      full_name: '김민준',
      nickname: '민준',
      avatar_url: 'https://k.kakaocdn.net/a.jpg',
      picture: 'https://k.kakaocdn.net/a.jpg',
      email_verified: true,
    },
  },
  profile: {
    name: '김민준',
    tel: '010-2345-6789',
    email: 'minjun.kim@example.com',
    social: 'kakao',
    created_at: '2026-10-28T00:00:00Z',
    marketing_consent: true,
    marketing_consent_at: '2026-11-26T15:30:00Z',
  },
  inquiries: [{ receipt_no: '261120-0001', created_at: '2026-11-20T02:00:00Z', status: '답변완료' }],
  business_inquiries: [{ receipt_no: '261125-0003', created_at: '2026-11-25T02:00:00Z', status: '접수' }],
  download_logs: [{ created_at: '2026-11-21T02:00:00Z' }],
};

describe('accountView', () => {
  const view = accountView(EXPORT);

  it('shows the profile as stored, with the consent and its date', () => {
    expect(view.profile).toEqual({
      name: '김민준',
      tel: '010-2345-6789',
      email: 'minjun.kim@example.com',
      provider: 'kakao',
      joinedAt: '2026-10-28T00:00:00Z',
      marketingConsent: true,
      marketingConsentAt: '2026-11-26T15:30:00Z',
    });
  });

  it('labels what the provider sent in Korean, each value once, without ids and flags but the member number', () => {
    expect(view.providerFields).toEqual([
      { label: '이름', value: '김민준' },
      { label: '닉네임', value: '민준' },
      { label: '프로필 사진 주소', value: 'https://k.kakaocdn.net/a.jpg' },
      { label: '서비스 회원 번호', value: '4012345678' },
    ]);
  });

  it('lists inquiries of both kinds newest first, and the downloads', () => {
    expect(view.records.map((r) => `${r.kind} ${r.receiptNo} ${r.status}`)).toEqual([
      '제휴 문의 261125-0003 접수',
      '상담 문의 261120-0001 답변완료',
    ]);
    expect(view.downloads).toEqual(['2026-11-21T02:00:00Z']);
  });

  it('reads an export with nothing in it as empty, not as an error', () => {
    expect(accountView({})).toMatchObject({
      providerFields: [],
      records: [],
      downloads: [],
      profile: { provider: null },
    });
  });
});

describe('the consent line', () => {
  it.each([
    [true, '2026-11-26T15:30:00Z', '2026년 11월 27일에 마케팅 정보 수신에 동의했습니다.'],
    [false, '2026-11-27T01:00:00Z', '2026년 11월 27일에 마케팅 정보 수신 동의를 철회했습니다.'],
    [false, null, '마케팅 정보 수신에 동의하지 않았습니다.'],
  ] as const)('consent %s at %s reads “%s” (the Korean date)', (consent, at, line) => {
    expect(marketingStatus(consent, at)).toBe(line);
  });

  it('dates by the day in Korea', () => {
    expect(koreanDay('2026-12-31T15:00:00Z')).toBe('2027년 1월 1일');
  });
});
