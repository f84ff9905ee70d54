// The attribution's good and bad inputs (src/lib/forms/attribution.ts), the same on every table
// that carries it: tested against the rules (attribution.test.ts) and the database
// (tests/db/attribution-rules.test.ts). Test-only: islands never import this file.
import type { Attribution } from './attribution';
import { LANDING_PATH_MAX, UTM_MAX } from './attribution';
import type { CaseTable, RuleCase } from './cases';

/**
 * The attribution stored with each conversion (src/lib/forms/attribution.ts), the same on every
 * table that carries it (tests/db/attribution-rules.test.ts).
 */
export const VALID_ATTRIBUTION: Attribution = {
  utm_source: 'naver',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  referrer_host: 'm.search.naver.com',
  landing_path: '/lp/butcher-produce',
  device_class: 'phone',
};

const utmCases = (label: string): readonly RuleCase<string | null>[] => [
  { value: null, valid: true, why: `no ${label} (a direct visit)` },
  { value: 'n'.repeat(UTM_MAX), valid: true, why: `a ${UTM_MAX}-character ${label}` },
  { value: '봄맞이 정육 할인', valid: true, why: `a Korean ${label} with inner spaces` },
  { value: 'n'.repeat(UTM_MAX + 1), valid: false, why: `a ${UTM_MAX + 1}-character ${label}` },
  { value: '𠀀'.repeat(UTM_MAX), valid: true, why: `${UTM_MAX} characters outside the BMP` },
  { value: '', valid: false, why: `an empty ${label} (no value is null)` },
  { value: ' cpc', valid: false, why: `a ${label} with a space to trim` },
  { value: 'spring\u3000', valid: false, why: `a ${label} ending in an ideographic space` },
  { value: 'spring\n2026', valid: false, why: `a ${label} with a line break` },
  { value: 'a\u007fb', valid: false, why: `a ${label} with DEL` },
  { value: '=HYPERLINK("http://evil.example","click")', valid: false, why: `a ${label} that is a spreadsheet formula` },
  { value: '-spring', valid: false, why: `a ${label} starting with a minus sign` },
  { value: '@naver', valid: false, why: `a ${label} starting with @` },
  { value: 'spring-sale', valid: true, why: `a ${label} with a hyphen inside` },
];

export const ATTRIBUTION_CASES: CaseTable<Attribution> = {
  utm_source: utmCases('source'),
  utm_medium: utmCases('medium'),
  utm_campaign: utmCases('campaign'),
  referrer_host: [
    { value: null, valid: true, why: 'no referring site' },
    { value: 'search.naver.com', valid: true, why: 'a host name' },
    { value: 'xn--2e0b040a.kr', valid: true, why: 'a Korean domain in punycode' },
    { value: '203.0.113.7', valid: true, why: 'an IPv4 address' },
    { value: `${'a.'.repeat(125)}kr`, valid: true, why: 'a 252-character host' },
    { value: `${'a.'.repeat(126)}kr`, valid: false, why: 'a 254-character host' },
    { value: 'Search.Naver.com', valid: false, why: 'capital letters' },
    { value: 'https://search.naver.com/search?q=pos', valid: false, why: 'a whole URL' },
    { value: '-naver.com', valid: false, why: 'a label starting with a hyphen' },
    { value: `${'a'.repeat(64)}.com`, valid: false, why: 'a 64-character label' },
    { value: '', valid: false, why: 'empty' },
  ],
  landing_path: [
    { value: null, valid: true, why: 'not known (a visit before this was kept)' },
    { value: '/', valid: true, why: 'the home page' },
    { value: '/lp/butcher-produce', valid: true, why: 'a landing page' },
    { value: '/counsel/business', valid: true, why: 'a page two words deep' },
    { value: `/${'a'.repeat(LANDING_PATH_MAX - 1)}`, valid: true, why: `a ${LANDING_PATH_MAX}-character path` },
    { value: `/${'a'.repeat(LANDING_PATH_MAX)}`, valid: false, why: `a ${LANDING_PATH_MAX + 1}-character path` },
    { value: '/lp/cafe?utm_source=naver', valid: false, why: 'a query string' },
    { value: 'https://sodampos.kr/lp/cafe', valid: false, why: 'a whole URL' },
    { value: '/LP/Cafe', valid: false, why: 'capital letters' },
    { value: '/lp/cafe/', valid: false, why: 'a trailing slash' },
    { value: '/lp//cafe', valid: false, why: 'an empty segment' },
    { value: '/lp/%EC%B9%B4%ED%8E%98', valid: false, why: 'a percent-encoded path' },
    { value: 'lp/cafe', valid: false, why: 'no leading slash' },
    { value: '', valid: false, why: 'empty' },
  ],
  device_class: [
    { value: null, valid: true, why: 'not known' },
    { value: 'windows', valid: true, why: 'a Windows PC' },
    { value: 'mac', valid: true, why: 'a Mac' },
    { value: 'chromeos', valid: true, why: 'a Chromebook' },
    { value: 'phone', valid: true, why: 'a phone' },
    { value: 'tablet', valid: true, why: 'a tablet' },
    { value: 'other', valid: true, why: 'anything else' },
    { value: 'iphone' as Attribution['device_class'], valid: false, why: 'an unknown class' },
    { value: 'Windows' as Attribution['device_class'], valid: false, why: 'a known class in capitals' },
  ],
};
