import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { getLandingPage, getLandingPages } from '../../src/lib/content';
import { useSeedContent } from '../support/content';
import { buildFromSeed, SEED_BUILD_CEILING_MS } from '../support/seed-build';
import { isObject, type SeedDoc, writeSeedChanged } from '../support/seed-docs';

const BUTCHER = 'landingPage-butcher-produce';

/** The seed with one landing page changed by `edit`. */
function seedWithButcher(edit: (page: SeedDoc) => SeedDoc) {
  return writeSeedChanged((docs) => docs.map((doc) => (doc._id === BUTCHER ? edit(doc) : doc)));
}

/** The butcher page with one section's field emptied. */
function withoutSectionField(type: string, field: string) {
  return (page: SeedDoc): SeedDoc => ({
    ...page,
    sections: (page.sections as SeedDoc[]).map((section) =>
      isObject(section) && section._type === type ? { ...section, [field]: null } : section,
    ),
  });
}

const PAGE = '랜딩 페이지 ‘정육점·청과 검색 광고’(/lp/butcher-produce)';
const FIX = 'Studio의 랜딩 페이지 → ‘정육점·청과 검색 광고’에서 채운 뒤 다시 게시하세요.';

// The Studio refuses to publish a landing page without these, but an API script or an import can
// still write one. The build must then stop and say which page and which field, in Korean.
describe('a landing page missing content it cannot be drawn without', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['the search description', (page: SeedDoc) => ({ ...page, description: '' }), '검색 결과 설명'],
    ['its sections', (page: SeedDoc) => ({ ...page, sections: [] }), '섹션'],
    ['the hero button', withoutSectionField('landingHero', 'buttonLabel'), '첫 화면(다운로드 버튼) → 버튼 문구'],
    ['its chosen questions', withoutSectionField('landingFaq', 'questions'), '자주 묻는 질문 → 질문'],
    ['its market-price slides', withoutSectionField('landingMarketPrice', 'images'), '시세 상품 → 슬라이드 이미지'],
  ])('without %s, names the page and the field', async (_what, edit, field) => {
    const seed = seedWithButcher(edit);
    useSeedContent();
    vi.stubEnv('SEED_DATASET_FILE', seed.file);
    try {
      await expect(getLandingPage('butcher-produce')).rejects.toThrow(
        `${PAGE}의 ‘${field}’ 칸이 비어 있습니다. ${FIX}`,
      );
    } finally {
      seed.remove();
    }
  });

  it('refuses two landing pages at one address', async () => {
    const seed = writeSeedChanged((docs) => [
      ...docs,
      { ...(docs.find((doc) => doc._id === BUTCHER) as SeedDoc), _id: 'landingPage-copy' },
    ]);
    useSeedContent();
    vi.stubEnv('SEED_DATASET_FILE', seed.file);
    try {
      await expect(getLandingPages()).rejects.toThrow('같은 주소 /lp/butcher-produce를 씁니다');
    } finally {
      seed.remove();
    }
  });
});

describe('a build against a landing page without its hero button', () => {
  const seed = seedWithButcher(withoutSectionField('landingHero', 'buttonLabel'));
  const outDir = mkdtempSync(join(tmpdir(), 'missing-landing-build-'));
  afterAll(() => {
    seed.remove();
    rmSync(outDir, { recursive: true, force: true });
  });

  it(
    'fails, naming the page and the field to fill in',
    () => {
      const build = buildFromSeed(seed.file, outDir);
      const output = build.output;
      expect(build.status, output).not.toBe(0);
      expect(output).toContain(`${PAGE}의 ‘첫 화면(다운로드 버튼) → 버튼 문구’ 칸이 비어 있습니다. ${FIX}`);
      expect(existsSync(join(outDir, 'lp', 'butcher-produce', 'index.html'))).toBe(false);
    },
    SEED_BUILD_CEILING_MS,
  );
});
