// What each consent box tells the person before they tick it (PIPA Art. 15 and 22: purpose,
// items, retention, and the right to refuse; marketing separate and optional). Interface
// text matching the privacy policy's articles 1, 2, 4 and 6 (the seed's privacyPolicy;
// tests/content/privacy-consent.test.ts keeps the two in step). Imported by the form islands.

/** Who sends the answer notice (the policy's 처리위탁 names the same two). */
export const MESSAGING_PROCESSORS = ['솔라피(SOLAPI Inc.)', '㈜카카오'] as const;

export interface ConsentText {
  label: string;
  details: readonly string[];
}

export const PRIVACY_CONSENT = (items: string): ConsentText => ({
  label: '개인정보 수집·이용에 동의합니다.',
  details: [
    '수집 목적: 문의 접수, 사실 확인을 위한 연락, 처리 결과 안내(상담 문의는 답변이 등록되면 알림톡 또는 문자로 알려 드립니다)',
    `수집 항목: ${items}`,
    '보유 기간: 문의 처리 완료 후 3년',
    `처리 위탁: 알림톡·문자 발송 — ${MESSAGING_PROCESSORS.join(', ')}`,
    '동의하지 않을 수 있으며, 이 경우 문의를 접수할 수 없습니다.',
  ],
});

export const INQUIRY_PRIVACY_ITEMS = '이름, 연락처, 업종, 문의 내용, 사업자등록번호(선택), 로그인 계정의 이메일';
export const BUSINESS_PRIVACY_ITEMS = '이름, 연락처, 상호 또는 업종, 문의 내용, 사업자등록번호(선택)';

export const MARKETING_CONSENT: ConsentText = {
  label: '마케팅 정보 수신에 동의합니다.',
  details: [
    '새 기능, 이벤트, 혜택 소식을 문자나 알림톡으로 보내 드립니다.',
    '동의하지 않아도 문의할 수 있으며, 언제든지 철회할 수 있습니다.',
  ],
};
