// The privacy policy says what the code does (docs/product.md#retention): every retention period
// the database enforces is a line of the policy, worded as the database's table words it; every
// column, provider field, processor and browser storage key the code has is named in the article
// that must name it. A new one without its policy line fails here (tests/support/privacy-facts.ts).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROVIDER_FIELD_LABELS } from '../../src/islands/member/account/account-view';
import { getConsents, getPrivacyPolicy, getSiteCopy } from '../../src/lib/content';
import { createDatabase } from '../../tools/local-supabase/db/create-database.ts';
import { useSeedContent } from '../support/content';
import {
  ABROAD,
  calledHosts,
  COLUMN_ITEMS,
  functionSecrets,
  HOST_PROCESSORS,
  HOSTING_PROCESSOR,
  processorOfSecret,
  PROVIDER_FIELD_ITEMS,
  readProviderFields,
  storageKeys,
  TABLE_ITEMS,
  TABLE_RETENTION,
  UNTIL_WITHDRAWAL,
} from '../support/privacy-facts';

type Policy = Awaited<ReturnType<typeof getPrivacyPolicy>>;
let policy: Policy;
let db: PGlite;
// The periods come from the migrations themselves, applied to a fresh PGlite (a few seconds).
beforeAll(async () => {
  useSeedContent();
  [policy, db] = await Promise.all([getPrivacyPolicy(), createDatabase()]);
}, 120_000);
afterAll(() => db.close());

/** An article's lines, each block one line (a list item's bold term and its text together). */
function lines(title: string): string[] {
  const article = policy.articles.find((a) => a.title === title);
  if (!article) throw new Error(`the policy has no article "${title}"`);
  return article.body.map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''));
}
const text = (title: string) => lines(title).join('\n');
/** What a planted or real fact lacks: the ones whose words the text does not contain. */
const missing = (words: Iterable<string>, within: string) => [...new Set(words)].filter((w) => !within.includes(w));

const ITEMS = '처리하는 개인정보의 항목';
const RETENTION = '개인정보의 처리 및 보유 기간';

/**
 * Personal tables (TABLE_ITEMS, and the public ones kept until 탈퇴) whose period has no line
 * "<item>: <wording>" in 보유 기간, or no period at all.
 */
function periodsMissing(
  periods: { key: string; item: string; wording: string }[],
  tables: Record<string, string | null> = { ...TABLE_ITEMS, 'public.proven_phones': '인증한 휴대폰 번호' },
): string[] {
  const retention = lines(RETENTION);
  return Object.entries(tables)
    .filter(([, words]) => words !== null)
    .flatMap(([table]) => {
      const key = TABLE_RETENTION[table];
      if (key === UNTIL_WITHDRAWAL)
        return retention.some((l) => l.startsWith('회원 정보: 회원 탈퇴 시까지')) ? [] : [table];
      const period = periods.find((p) => p.key === key);
      if (!period) return [`${table} (no period)`];
      return retention.some((l) => l.startsWith(`${period.item}: ${period.wording}`))
        ? []
        : [`${table} (${period.item}: ${period.wording})`];
    });
}
const ENTRUSTED = '개인정보 처리의 위탁';
const ABROAD_ARTICLE = '개인정보의 국외 이전';
const STORAGE = '개인정보 자동 수집 장치의 설치·운영 및 거부';

describe('retention periods: the database’s table and the policy', () => {
  const periods = () =>
    db
      .query<{ key: string; article: string; item: string; wording: string }>(
        'select key, article, item, wording from private.retention_periods order by key',
      )
      .then((result) => result.rows);

  it('every period the retention job enforces is a line "<item>: <wording>" of the article it names', async () => {
    const rows = await periods();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const absent = rows.filter(
      (row) => !lines(row.article).some((line) => line.startsWith(`${row.item}: ${row.wording}`)),
    );
    expect(absent.map((row) => row.key)).toEqual([]);
  });

  it('the consent box and 내 정보 use the same words for the same periods', async () => {
    const byKey = Object.fromEntries((await periods()).map((row) => [row.key, row.wording]));
    const account = (await getSiteCopy()).account;
    expect((await getConsents()).retention).toBe(byKey.inquiry_records);
    expect(account.recordsIntro).toContain(byKey.inquiry_records);
    expect(account.recordsIntro).toContain(byKey.download_records);
    expect(account.withdrawKept).toContain(byKey.inquiry_records);
  });
});

describe('what the code collects', () => {
  it('every column of every public table is classified, and each personal one is in the items', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.table_name || '.' || c.column_name as name from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
    );
    expect(rows.map((r) => r.name).filter((name) => !(name in COLUMN_ITEMS))).toEqual([]);
    const words = rows.flatMap((r) => COLUMN_ITEMS[r.name] ?? []);
    expect(missing(words, text(ITEMS))).toEqual([]);
  });

  it('every other table of ours (and Auth’s audit log) is classified, and what it holds is in the items', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where (table_schema = 'private' and table_type = 'BASE TABLE')
           or (table_schema = 'auth' and table_name = 'audit_log_entries') order by 1`,
    );
    expect(rows.map((r) => r.name).filter((name) => !(name in TABLE_ITEMS))).toEqual([]);
    expect(
      missing(
        rows.flatMap((r) => TABLE_ITEMS[r.name] ?? []),
        text(ITEMS),
      ),
    ).toEqual([]);
  });

  it('every provider field the code reads or shows is in the items', () => {
    const fields = readProviderFields(PROVIDER_FIELD_LABELS.map(([key]) => key));
    expect(fields).toEqual(expect.arrayContaining(['email', 'mobile', 'nickname', 'avatar_url']));
    expect(fields.filter((field) => !(field in PROVIDER_FIELD_ITEMS))).toEqual([]);
    expect(
      missing(
        fields.map((field) => PROVIDER_FIELD_ITEMS[field] ?? ''),
        text(ITEMS),
      ),
    ).toEqual([]);
  });

  it('every stored item of personal data has its period in the policy, the identity hashes and codes included', async () => {
    const { rows } = await db.query<{ key: string; item: string; wording: string }>(
      'select key, item, wording from private.retention_periods',
    );
    expect(periodsMissing(rows)).toEqual([]);
  });

  it('a planted column, secret, host or storage key without a classification or policy line is caught', () => {
    expect(['download_logs.name', 'download_logs.ip_address'].filter((name) => !(name in COLUMN_ITEMS))).toEqual([
      'download_logs.ip_address',
    ]);
    expect(processorOfSecret('MIXPANEL_TOKEN')).toBeUndefined();
    expect('www.google-analytics.com' in HOST_PROCESSORS).toBe(false);
    expect(missing(['sodam-pos-auth', 'sodam-pos-visit-id'], text(STORAGE))).toEqual(['sodam-pos-visit-id']);
    const periods = [{ key: 'limit_records', item: '회원 요청 제한 기록', wording: '6개월' }];
    expect(
      periodsMissing(periods, { 'private.ip_log': '접속 기록', 'private.limit_hits': '회원 요청 제한 기록' }),
    ).toEqual(['private.ip_log (no period)', 'private.limit_hits (회원 요청 제한 기록: 6개월)']);
  });
});

describe('whom the code calls', () => {
  const policyText = () => policy.articles.map((a) => text(a.title)).join('\n');

  it('every function secret is classified, and its processor named in the policy', () => {
    const secrets = functionSecrets();
    expect(secrets).toEqual(
      expect.arrayContaining(['SOLAPI_API_KEY', 'NAVER_CLIENT_SECRET', 'NOTIFY_STAFF_WEBHOOK_URL']),
    );
    expect(secrets.filter((name) => processorOfSecret(name) === undefined)).toEqual([]);
    expect(
      missing(
        secrets.flatMap((name) => processorOfSecret(name) ?? []),
        policyText(),
      ),
    ).toEqual([]);
  });

  it('every host of the CSP and the functions is classified, and its processor named in the policy', () => {
    const hosts = calledHosts();
    expect(hosts).toEqual(expect.arrayContaining(['*.supabase.co', 'cdn.sanity.io']));
    expect(hosts.filter((host) => !(host in HOST_PROCESSORS))).toEqual([]);
    expect(
      missing(
        hosts.flatMap((host) => HOST_PROCESSORS[host] ?? []),
        policyText(),
      ),
    ).toEqual([]);
  });

  it('every processor that handles data for us, the host included, is in 처리 위탁', () => {
    const processors = [
      HOSTING_PROCESSOR,
      ...functionSecrets().flatMap((name) => processorOfSecret(name) ?? []),
      ...calledHosts().flatMap((host) => HOST_PROCESSORS[host] ?? []),
    ].filter((name) => !['네이버', '카카오', 'Google'].includes(name)); // sign-in providers: 제1조 and 제7조
    expect(missing(processors, text(ENTRUSTED))).toEqual([]);
    expect(missing(['카카오', '네이버', 'Google'], text('개인정보의 처리 목적'))).toEqual([]);
  });

  it.each(ABROAD)('국외 이전 names %s with its country, items, purpose, period and contact', (name) => {
    const line = lines(ABROAD_ARTICLE).find((l) => l.startsWith(`${name}:`)) ?? '';
    expect(missing(['이전 국가', '항목', '목적', '기간', '연락처'], line)).toEqual([]);
  });

  it('국외 이전 says how to refuse and what refusing means', () => {
    expect(text(ABROAD_ARTICLE)).toMatch(/거부하려면.*\n?.*거부하시면/s);
  });
});

describe('what the browser keeps', () => {
  it('every storage key and cookie the code sets is named for what it holds', () => {
    const keys = storageKeys();
    expect(keys).toEqual(expect.arrayContaining(['ischeck', 'sodam-pos-auth', 'sodam-pos-draft']));
    expect(missing(keys, text(STORAGE))).toEqual([]);
  });
});
