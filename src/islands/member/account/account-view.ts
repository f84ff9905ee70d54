// What 내 정보 shows, read from the member's export (rpc('export_my_data'): the same document the
// JSON file holds), so the page can never show something the file leaves out or the reverse.
// Pure; imported by the AccountOverview island.
import type { Json } from '../../../lib/supabase/database.types';
import { type Provider, PROVIDER_NAMES } from '../../../lib/supabase/providers';

type JsonObject = { [key: string]: Json | undefined };

export interface ProfileView {
  name: string;
  tel: string;
  email: string;
  provider: Provider | null;
  joinedAt: string;
  marketingConsent: boolean;
  marketingConsentAt: string | null;
}

export interface RecordView {
  kind: '상담 문의' | '제휴 문의';
  receiptNo: string;
  filedAt: string;
  status: string;
}

export interface AccountView {
  profile: ProfileView;
  /** What the sign-in provider sent, with Korean labels, in a fixed order. */
  providerFields: { label: string; value: string }[];
  records: RecordView[];
  downloads: string[];
}

/** The provider's fields a person recognises as theirs; ids and flags stay in the file only. */
export const PROVIDER_FIELD_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['name', '이름'],
  ['full_name', '전체 이름'],
  ['nickname', '닉네임'],
  ['user_name', '사용자 이름'],
  ['preferred_username', '사용자 이름'],
  ['email', '이메일'],
  ['phone_number', '휴대폰 번호'],
  ['mobile', '휴대폰 번호'],
  ['avatar_url', '프로필 사진 주소'],
  ['picture', '프로필 사진 주소'],
  ['provider_id', '서비스 회원 번호'],
];

const objectOf = (value: Json | undefined): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const listOf = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? value.map(objectOf) : []);
const textOf = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

function providerFields(profile: JsonObject): { label: string; value: string }[] {
  const fields: { label: string; value: string }[] = [];
  for (const [key, label] of PROVIDER_FIELD_LABELS) {
    const value = textOf(profile[key]).trim();
    // full_name usually repeats name, picture repeats avatar_url, provider_id repeats sub: show a value once.
    if (value && !fields.some((field) => field.value === value)) fields.push({ label, value });
  }
  return fields;
}

const records = (rows: JsonObject[], kind: RecordView['kind']): RecordView[] =>
  rows.map((row) => ({
    kind,
    receiptNo: textOf(row.receipt_no),
    filedAt: textOf(row.created_at),
    status: textOf(row.status),
  }));

export function accountView(data: JsonObject): AccountView {
  const profile = objectOf(data.profile);
  const account = objectOf(data.account);
  const provider = textOf(profile.social);
  return {
    profile: {
      name: textOf(profile.name),
      tel: textOf(profile.tel),
      email: textOf(profile.email) || textOf(account.email),
      provider: provider in PROVIDER_NAMES ? (provider as Provider) : null,
      joinedAt: textOf(profile.created_at),
      marketingConsent: profile.marketing_consent === true,
      marketingConsentAt: textOf(profile.marketing_consent_at) || null,
    },
    providerFields: providerFields(objectOf(account.provider_profile)),
    records: [
      ...records(listOf(data.inquiries), '상담 문의'),
      ...records(listOf(data.business_inquiries), '제휴 문의'),
    ].sort((a, b) => b.filedAt.localeCompare(a.filedAt)),
    downloads: listOf(data.download_logs).map((row) => textOf(row.created_at)),
  };
}

const DATE = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 2026년 11월 27일: the day in Korea, however the visitor's clock is set (docs/copy-style.md#numbers-and-units). */
export const koreanDay = (iso: string): string => DATE.format(new Date(iso));

/** The line under the marketing consent: whether and since when. */
export function marketingStatus(consent: boolean, at: string | null): string {
  if (!at) return '마케팅 정보 수신에 동의하지 않았습니다.';
  return consent
    ? `${koreanDay(at)}에 마케팅 정보 수신에 동의했습니다.`
    : `${koreanDay(at)}에 마케팅 정보 수신 동의를 철회했습니다.`;
}
