import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  getDownloadHandoff,
  getDownloadPage,
  getFaqList,
  getFirstVisitPopup,
  getHomePage,
  getIndustryPage,
  getPageSeo,
  getPrivacyPolicy,
  getSharedSections,
  getSiteSettings,
  getTalkPage,
  imageProps,
  pictureProps,
} from '../../src/lib/content';
import { SEED_IMAGE_BASE } from '../../src/lib/content/seed-renditions';
import { SEED_IMAGE_DIR } from '../../src/lib/content/source';
import { imagesIn, size, useSeedContent } from '../support/content';

beforeAll(useSeedContent);

describe.each([
  ['home', getHomePage],
  ['industry', getIndustryPage],
  ['download', getDownloadPage],
  ['talk', getTalkPage],
  ['shared sections', getSharedSections],
])('the %s content', (_name, getter) => {
  it('points every image at a seed file with its size', async () => {
    const images = imagesIn(await getter());
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src).toMatch(new RegExp(`^${SEED_IMAGE_BASE}[\\w.-]+\\.(webp|svg)$`));
      expect(existsSync(join(SEED_IMAGE_DIR, image.src!.slice(SEED_IMAGE_BASE.length))), image.src!).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

describe('getIndustryPage', () => {
  it('has three industry cards with three sub-categories each', async () => {
    const { hero, cards } = await getIndustryPage();
    expect(size(pictureProps(hero.image).pc)).toBe('2100x1050');
    expect(cards.items.map((c) => c.title)).toEqual(['도매·소매', '생활·의류', '음식점']);
    for (const card of cards.items) {
      expect(card.categories).toHaveLength(3);
      for (const category of card.categories) expect(category.subtitle.length).toBeGreaterThan(10);
    }
  });
});

describe('getDownloadPage', () => {
  it('describes the installer beside the button', async () => {
    const { installer, hero } = await getDownloadPage();
    expect(installer.fileName).toBe('skpossetup.exe');
    expect(installer.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installer.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(installer.sizeBytes).toBeGreaterThan(1_000_000);
    expect(installer.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(hero.highlights.map((h) => h.value)).toEqual(expect.arrayContaining(['58개', '52개']));
  });

  it('has four Good Choice cards and three service cards', async () => {
    const { goodChoice, service } = await getDownloadPage();
    expect(goodChoice.cards.map((c) => c.title)).toEqual([
      '윈도우 10 이상 전용',
      '노트북도 데스크톱도',
      '고객용 듀얼 모니터',
      '바코드 라벨 출력',
    ]);
    expect(service.cards.map((c) => c.title)).toEqual(['누구나 쉽게', '편리한 매장 관리', '빠른 고객 응대']);
  });
});

describe('getTalkPage', () => {
  it('has every list of the page in order', async () => {
    const talk = await getTalkPage();
    expect(talk.toggle.items).toHaveLength(3);
    expect(talk.toggle.flyers.map((f) => f.title)).toEqual(['음식점', '카페·베이커리', '마트·정육']);
    expect(talk.easy.items).toHaveLength(3);
    expect(talk.upload.items.map((i) => i.title)).toEqual(['엑셀 파일로 올리기', 'POS 프로그램과 연동']);
    expect(talk.adopt.items).toHaveLength(3);
    expect(talk.features.items.map((i) => i.title)).toEqual(['POS 프로그램', '마케팅', '모바일 앱']);
  });

  it('states the 10원 price, the 94% reach and a banner without video', async () => {
    const { price, banner, closing } = await getTalkPage();
    expect([price.amount, price.unit]).toEqual([10, '원']);
    expect(banner.stats.map((s) => s.value)).toContain('94%');
    expect(banner.videoUrl).toBeNull();
    expect(size(pictureProps(banner.image).mb)).toBe('2160x2700');
    expect(closing.cta.href).toMatch(/^\//);
  });
});

describe('getPrivacyPolicy', () => {
  it('has 13 articles in effect from 2026-12-01, the officer shown under one of them', async () => {
    const policy = await getPrivacyPolicy();
    expect(policy.effectiveDate).toBe('2026-12-01');
    expect(policy.articles).toHaveLength(12);
    expect(policy.articles.filter((a) => a.showOfficerContact).map((a) => a.title)).toEqual(['개인정보 보호책임자']);
  });

  it.each([
    [2, /상담·제휴 문의 기록: 문의 처리 완료 후 3년/],
    [2, /설치 파일 다운로드 기록: 내려받은 날부터 3개월/],
    [5, /이전 국가 미국/],
    [7, /로그인한 서비스의 회원 번호/],
    [7, /닉네임, 프로필 사진 주소, 휴대폰 번호/],
    [9, /5일 이내에 파기/],
    [10, /연 1회 이상 개인정보 보호 교육/],
    [12, /2026년 12월 1일부터 적용/],
  ])('제%i조 says %s', async (number, pattern) => {
    const article = (await getPrivacyPolicy()).articles[number - 1];
    const text = (article?.body ?? [])
      .map((block) => block.children?.map((span) => span.text).join('') ?? '')
      .join('\n');
    expect(text).toMatch(pattern);
  });
});

describe('getFaqList', () => {
  it("lists 10 or more questions in the editors' order, the free-of-charge question first", async () => {
    const faq = await getFaqList();
    expect(faq.length).toBeGreaterThanOrEqual(10);
    expect(faq[0]?.question).toMatch(/가입비.*월 이용료/);
    expect(faq.every((entry) => entry.question.endsWith('?') && entry.answer.length > 20)).toBe(true);
  });
});

describe('getFirstVisitPopup', () => {
  it('has a notice for a newcomer with a last day, shown on all pages, whose 확인 stays on the page', async () => {
    const popup = await getFirstVisitPopup();
    expect(popup?.title).toBeTruthy();
    expect(popup?.content.length).toBeGreaterThan(20);
    // Says what 소담POS is before what it offers: a first visitor may not know it yet.
    expect(popup?.content).toContain('무료 POS 프로그램');
    expect(popup?.content).not.toContain('쓰는 매장이라면');
    expect(popup?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(popup?.link).toBeNull();
    expect([popup?.placement, popup?.routes]).toEqual(['all', []]);
  });
});

describe('getDownloadHandoff', () => {
  it('labels the short address and its copy button, and says 카카오톡으로 받기 is for members', async () => {
    const handoff = await getDownloadHandoff();
    expect(handoff.addressLabel).toContain('매장 PC');
    expect(handoff.copyLabel).toBe('주소 복사');
    expect(handoff.kakaoNote).toMatch(/^로그인한 회원만/);
  });
});

describe('site settings and page titles', () => {
  it('still serve the page frame', async () => {
    const settings = await getSiteSettings();
    expect(settings.brandName).toBe('소담POS');
    expect(settings.serviceHours).toMatchObject({ weekdays: '09:30 – 18:00', lunch: '12:00 – 13:00' });
    expect((await getPageSeo('/talk')).title).toContain('알림톡');
  });

  it('turns single images into <Picture> props: the original and its 1× and 2× files, in AVIF and WebP', async () => {
    const logo = (await getHomePage()).customers.logos[0]!;
    const props = imageProps(logo.logo);
    expect(props).toMatchObject({ alt: logo.logo.alt, mb: { src: logo.logo.src, width: 600, height: 192 } });
    expect(props.mb.avifSrcset).toBe(
      '/seed-images/logo-01-200.avif 200w, /seed-images/logo-01-400.avif 400w, /seed-images/logo-01.avif 600w',
    );
    for (const [file] of (props.mb.srcset ?? '').split(', ').map((entry) => entry.split(' '))) {
      expect(existsSync(join(SEED_IMAGE_DIR, (file ?? '').slice(SEED_IMAGE_BASE.length))), file).toBe(true);
    }
  });
});
