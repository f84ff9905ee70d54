import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  getColumnPageHeading,
  getDownloadPage,
  getHomePage,
  getIndustryPage,
  getPageSeo,
  getPrivacyPolicy,
  getSharedSections,
  getSiteCopy,
  getSiteSettings,
  getTalkPage,
} from '../../src/lib/content';
import { PAGE_DOCUMENTS, SINGLETONS } from '../../studio/singletons';
import { useSeedContent } from '../support/content';
import { writeSeedEdited, writeSeedWithout } from '../support/seed-docs';

// What the build reads each singleton through. Optional singletons (the popup) may be absent.
const GETTERS: Record<string, () => Promise<unknown>> = {
  siteSettings: getSiteSettings,
  siteCopy: getSiteCopy,
  homePage: getHomePage,
  industryPage: getIndustryPage,
  downloadPage: getDownloadPage,
  talkPage: getTalkPage,
  sharedSections: getSharedSections,
  privacyPolicy: getPrivacyPolicy,
};

const required = SINGLETONS.filter((s) => !('optional' in s && s.optional));

let removeSeed: (() => void) | undefined;

function seedWithout(id: string) {
  const seed = writeSeedWithout([id]);
  removeSeed = seed.remove;
  vi.stubEnv('SEED_DATASET_FILE', seed.file);
}

beforeEach(useSeedContent);
afterEach(() => {
  vi.unstubAllEnvs();
  removeSeed?.();
});

describe('a missing singleton fails the build with a Korean message naming it', () => {
  it('has a getter for every required singleton', () => {
    expect(Object.keys(GETTERS).sort()).toEqual(required.map((s) => s.type).sort());
  });

  it.each(required.map((s) => [s.title, s.type]))('%s (%s)', async (title, type) => {
    seedWithout(type);
    await expect(GETTERS[type]!()).rejects.toThrow(
      `‘${title}’ 문서(${type})가 없습니다. Studio 첫 화면의 ‘${title}’에서 복원한 뒤 다시 게시하세요.`,
    );
  });
});

describe('a missing page document fails the build with a Korean message naming it', () => {
  it.each(PAGE_DOCUMENTS.map((p) => [p.title, p.id, p.route]))('%s (%s)', async (title, id, route) => {
    seedWithout(id);
    await expect(getPageSeo(route)).rejects.toThrow(
      `‘${title}’ 페이지 문서(${id})가 없습니다. Studio의 페이지 문서 → ‘${title}’에서 복원한 뒤 다시 게시하세요.`,
    );
  });

  it('reads every page document while it is there', async () => {
    for (const { route } of PAGE_DOCUMENTS) expect((await getPageSeo(route)).title, route).not.toBe('');
  });
});

describe('a thin page whose heading is empty fails the build with a Korean message naming the field', () => {
  it.each([
    ['heading', '페이지 제목'],
    ['intro', '페이지 소개'],
  ])('pageSeo-faq without its %s', async (field, title) => {
    const seed = writeSeedEdited(
      'pageSeo-faq',
      ({ [field]: _dropped, ...rest }) => rest as typeof rest & { _id: string; _type: string },
    );
    removeSeed = seed.remove;
    vi.stubEnv('SEED_DATASET_FILE', seed.file);
    await expect(getColumnPageHeading('/faq')).rejects.toThrow(
      `‘자주 묻는 질문’ 페이지 문서(pageSeo-faq)의 ‘${title}’ 칸이 비어 있습니다. Studio의 페이지 문서 → ‘자주 묻는 질문’에서 채운 뒤 다시 게시하세요.`,
    );
  });

  it('reads the heading and intro of every thin page while they are there', async () => {
    for (const route of [
      '/faq',
      '/login',
      '/counsel/business',
      '/user/inquiry',
      '/user/write',
      '/user/loading',
      '/404',
    ]) {
      const { heading, intro } = await getColumnPageHeading(route);
      expect(heading.length, route).toBeGreaterThan(1);
      expect(intro.length, route).toBeGreaterThan(10);
    }
  });
});
