import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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
import { writeSeedWithout } from '../support/seed-docs';

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
    await expect(GETTERS[type]!()).rejects.toThrow(`‘${title}’ 문서(${type})가 없습니다. Studio 첫 화면의 ‘${title}’에서 복원한 뒤 다시 게시하세요.`);
  });
});

describe('a missing page document fails the build with a Korean message naming it', () => {
  it.each(PAGE_DOCUMENTS.map((p) => [p.title, p.id, p.route]))('%s (%s)', async (title, id, route) => {
    seedWithout(id);
    await expect(getPageSeo(route)).rejects.toThrow(`‘${title}’ 페이지 문서(${id})가 없습니다. Studio의 페이지 문서 → ‘${title}’에서 복원한 뒤 다시 게시하세요.`);
  });

  it('reads every page document while it is there', async () => {
    for (const { route } of PAGE_DOCUMENTS) expect((await getPageSeo(route)).title, route).not.toBe('');
  });
});
