// The one table of good and bad inputs for both inquiry forms. It is tested twice: against
// the TypeScript rules (src/lib/forms/rules.test.ts) and by inserting each case into the
// real schema (tests/db/form-rules.test.ts), which must refuse exactly the cases marked
// invalid, with code 23514. Test-only: islands never import this file.
import type { BusinessInquiryForm } from './business-inquiry';
import type { InquiryForm } from './inquiry';
import { CONTENT_MAX } from './limits';

export interface RuleCase<V> {
  value: V;
  valid: boolean;
  why: string;
}

/** Cases per field; each case changes one field of an otherwise valid form. */
export type CaseTable<F> = { [K in keyof F]?: readonly RuleCase<F[K]>[] };

interface ExpandedCase<F> {
  field: keyof F & string;
  value: F[keyof F];
  valid: boolean;
  why: string;
  form: F;
}

export const VALID_INQUIRY: InquiryForm = {
  name: '김민준',
  tel: '010-2345-6789',
  sector: '정육점',
  company_no: '',
  content: '카드 단말기 연동이 되는지 궁금합니다.',
  privacy_consent: true,
  marketing_consent: false,
};

export const VALID_BUSINESS_INQUIRY: BusinessInquiryForm = {
  name: '박지훈',
  tel: '02-3456-7890',
  company: '꽃집',
  company_no: '',
  content: '가맹점 일괄 도입 제휴를 상담받고 싶습니다.',
  privacy_consent: true,
  marketing_consent: false,
};

/**
 * Text staff export never starts a spreadsheet formula (docs/database.md#exports-that-cannot-run-formulas):
 * three starts that do (the third after white space) and one with the character inside.
 */
export const FORMULA_CASES = (
  first: string,
  second: string,
  afterSpace: string,
  inside: string,
): RuleCase<string>[] => [
  { value: first, valid: false, why: `starts with ${first.trim()[0]} (a spreadsheet formula)` },
  { value: second, valid: false, why: `starts with ${second.trim()[0]} (a spreadsheet formula)` },
  { value: afterSpace, valid: false, why: 'starts a formula after white space' },
  { value: inside, valid: true, why: 'the same character inside the text' },
];

const NAME_CASES: readonly RuleCase<string>[] = [
  { value: '홍길', valid: true, why: 'two characters' },
  { value: '남궁민수전설의', valid: true, why: 'seven characters' },
  { value: '홍', valid: false, why: 'one character' },
  { value: '남궁민수전설의인', valid: false, why: 'eight characters' },
  { value: '', valid: false, why: 'empty' },
  { value: '   ', valid: false, why: 'only spaces' },
  { value: ' 홍 ', valid: false, why: 'one character once trimmed' },
  { value: '\u3000홍길동', valid: true, why: 'an ideographic space is trimmed, leaving three' },
  { value: 'Kim Min', valid: true, why: 'a romanised name of seven characters' },
  { value: '𠀀𠀀𠀀𠀀𠀀𠀀𠀀', valid: true, why: 'seven characters outside the BMP count as seven, not fourteen' },
  ...FORMULA_CASES('=홍길동', '-홍길동', ' @홍길동', '홍-길동'),
];

const COMPANY_NO_CASES: readonly RuleCase<string>[] = [
  { value: '', valid: true, why: 'left empty (optional)' },
  { value: '2208162517', valid: true, why: 'a valid number' },
  { value: '1248100998', valid: true, why: 'another valid number' },
  { value: '2208162518', valid: false, why: 'a wrong check digit' },
  { value: '220816251', valid: false, why: 'nine digits' },
  { value: '22081625170', valid: false, why: 'eleven digits' },
  { value: '220-81-62517', valid: false, why: 'dashes (the form keeps digits only)' },
  { value: '220816251a', valid: false, why: 'a letter' },
];

const CONTENT_CASES: readonly RuleCase<string>[] = [
  { value: '문의', valid: true, why: 'short text' },
  { value: '가'.repeat(CONTENT_MAX), valid: true, why: 'the maximum length' },
  { value: '가'.repeat(CONTENT_MAX + 1), valid: false, why: 'one character over the maximum' },
  { value: '', valid: false, why: 'empty' },
  { value: ' \n\t ', valid: false, why: 'only white space' },
  { value: '\u3000\u00a0', valid: false, why: 'only ideographic and no-break spaces' },
  { value: '\u200b', valid: true, why: 'a zero-width space is not white space to either side' },
  ...FORMULA_CASES('=1+1', '-가격 문의', '\n+82 문의', '가격 - 문의'),
  { value: '\t=HYPERLINK("http://evil.example")', valid: false, why: 'a tab, then a formula' },
];

const CONSENT_CASES = {
  privacy: [
    { value: true, valid: true, why: 'personal-data consent given' },
    { value: false, valid: false, why: 'personal-data consent missing' },
  ],
  marketing: [
    { value: false, valid: true, why: 'marketing consent declined (optional)' },
    { value: true, valid: true, why: 'marketing consent given' },
  ],
} as const satisfies Record<string, readonly RuleCase<boolean>[]>;

const lengthCases = (label: string, max: number): readonly RuleCase<string>[] => [
  { value: '카', valid: true, why: `a one-character ${label}` },
  { value: '가'.repeat(max), valid: true, why: `a ${max}-character ${label}` },
  { value: '가'.repeat(max + 1), valid: false, why: `a ${max + 1}-character ${label}` },
  { value: '', valid: false, why: `an empty ${label}` },
  { value: '  ', valid: false, why: `a ${label} of spaces` },
  ...FORMULA_CASES('@카페', '+정육점', ' =SUM(A1)', '카페+빵'),
];

export const INQUIRY_CASES: CaseTable<InquiryForm> = {
  name: NAME_CASES,
  tel: [
    { value: '010-1234-5678', valid: true, why: 'formatted mobile number' },
    { value: '01012345678', valid: false, why: 'no dashes' },
    { value: '010-1234-567a', valid: false, why: 'a letter' },
    { value: '010-123-4567', valid: false, why: 'a three-digit middle group' },
    { value: '011-1234-5678', valid: false, why: 'not a 010 number' },
    { value: '010-1234-56789', valid: false, why: 'too long' },
    { value: ' 010-1234-5678', valid: false, why: 'a leading space' },
    { value: '', valid: false, why: 'empty' },
  ],
  sector: lengthCases('industry', 13),
  company_no: COMPANY_NO_CASES,
  content: CONTENT_CASES,
  privacy_consent: CONSENT_CASES.privacy,
  marketing_consent: CONSENT_CASES.marketing,
};

export const BUSINESS_INQUIRY_CASES: CaseTable<BusinessInquiryForm> = {
  name: NAME_CASES,
  tel: [
    { value: '010-1234-5678', valid: true, why: 'mobile number' },
    { value: '011-123-4567', valid: true, why: 'old mobile number' },
    { value: '02-123-4567', valid: true, why: 'Seoul, three-digit exchange' },
    { value: '02-1234-5678', valid: true, why: 'Seoul, four-digit exchange' },
    { value: '031-123-4567', valid: true, why: 'Gyeonggi area code' },
    { value: '064-1234-5678', valid: true, why: 'Jeju area code' },
    { value: '070-1234-5678', valid: true, why: 'internet phone' },
    { value: '1588-1234', valid: true, why: 'representative number' },
    { value: '01012345678', valid: false, why: 'no dashes' },
    { value: '02-12-3456', valid: false, why: 'a two-digit exchange' },
    { value: '035-123-4567', valid: false, why: 'no such area code' },
    { value: '1234-5678', valid: false, why: 'not a representative-number prefix' },
    { value: '010-1234-567a', valid: false, why: 'a letter' },
    { value: '+82-10-1234-5678', valid: false, why: 'international format' },
    { value: '', valid: false, why: 'empty' },
  ],
  company: lengthCases('shop name', 13),
  company_no: COMPANY_NO_CASES,
  content: CONTENT_CASES,
  privacy_consent: CONSENT_CASES.privacy,
  marketing_consent: CONSENT_CASES.marketing,
};

export { ATTRIBUTION_CASES, VALID_ATTRIBUTION } from './attribution-cases';

/** One row per case: the field, the verdict, and the whole form with that field changed. */
export function expandCases<F>(valid: F, table: CaseTable<F>): ExpandedCase<F>[] {
  const rows: ExpandedCase<F>[] = [];
  for (const field of Object.keys(table) as (keyof F & string)[]) {
    for (const rule of table[field] ?? []) {
      const form = { ...valid };
      form[field] = rule.value;
      rows.push({ field, value: rule.value, valid: rule.valid, why: rule.why, form });
    }
  }
  return rows;
}
