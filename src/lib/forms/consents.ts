// What each consent box tells the person before they tick it (PIPA Art. 15 and 22: purpose,
// items, retention, and the right to refuse; marketing separate and optional). The sentences are
// the editors' (siteCopy.consents in the CMS); the items collected and the processors that send
// the answer notice are facts of this code base, so they stay here. The purpose and retention
// must read as the privacy policy does: src/lib/content/consents.ts fails the build otherwise, and
// tests/content/privacy-consent.test.ts holds the seed to it. Imported by the form islands.
import type { SiteCopyQueryResult } from '../content/sanity.types';

/** The consent sentences from the CMS, as the page hands them to a form island. */
export type ConsentCopy = NonNullable<SiteCopyQueryResult>['consents'];

/** Who sends the answer notice (the policy's 처리위탁 names the same two). */
export const MESSAGING_PROCESSORS = ['솔라피(SOLAPI Inc.)', '㈜카카오'] as const;

export interface ConsentText {
  label: string;
  details: readonly string[];
}

export const INQUIRY_PRIVACY_ITEMS = '이름, 연락처, 업종, 문의 내용, 사업자등록번호(선택), 로그인 계정의 이메일';
export const BUSINESS_PRIVACY_ITEMS = '이름, 연락처, 상호 또는 업종, 문의 내용, 사업자등록번호(선택)';

export function privacyConsent(copy: ConsentCopy, items: string): ConsentText {
  return {
    label: copy.privacyLabel,
    details: [
      `수집 목적: ${copy.purpose}`,
      `수집 항목: ${items}`,
      `보유 기간: ${copy.retention}`,
      `처리 위탁: 알림톡·문자 발송 — ${MESSAGING_PROCESSORS.join(', ')}`,
      copy.refusal,
    ],
  };
}

export function marketingConsent(copy: ConsentCopy): ConsentText {
  return { label: copy.marketingLabel, details: copy.marketingDetails };
}
