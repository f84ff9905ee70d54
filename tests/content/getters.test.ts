import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
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
import { SEED_IMAGE_BASE, SEED_IMAGE_DIR } from '../../src/lib/content/source';

// Seed mode, whatever the developer's shell holds.
beforeAll(() => vi.stubEnv('SANITY_PROJECT_ID', ''));

interface Sized {
  src: string | null;
  width: number | null;
  height: number | null;
}

/** Every image projection (an object with src/width/height) anywhere in a getter's result. */
function imagesIn(value: unknown, found: Sized[] = []): Sized[] {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, found));
  else if (value && typeof value === 'object') {
    if ('src' in value && 'width' in value && 'height' in value) found.push(value as Sized);
    Object.values(value).forEach((child) => imagesIn(child, found));
  }
  return found;
}

const size = (image: { width: number | null; height: number | null } | null | undefined) => `${image?.width}x${image?.height}`;

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
      expect(image.src).toMatch(new RegExp(`^${SEED_IMAGE_BASE}[\\w.-]+\\.svg$`));
      expect(existsSync(join(SEED_IMAGE_DIR, image.src!.slice(SEED_IMAGE_BASE.length))), image.src!).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });
});

describe('getHomePage', () => {
  it('has three hero slides with phone and PC pictures', async () => {
    const { hero } = await getHomePage();
    expect(hero.slides).toHaveLength(3);
    for (const slide of hero.slides) {
      const picture = pictureProps(slide.image);
      expect(size(picture.mb)).toBe('720x720');
      expect(size(picture.pc)).toBe('1120x720');
      expect(slide.heading.length).toBeGreaterThan(5);
    }
    expect(hero.slides[0]?.eyebrow).toContain('0원');
  });

  it('gives the three tabs their own cards, pictures except under 회원 관리', async () => {
    const { selector } = await getHomePage();
    expect(selector.tabs.map((t) => [t.tab, t.label])).toEqual([
      ['industry', '업종 최적화'],
      ['member', '회원 관리'],
      ['easy', '쉬운 사용'],
    ]);
    for (const tab of selector.tabs) {
      expect(tab.cards.length, tab.tab).toBeGreaterThanOrEqual(3);
      for (const card of tab.cards) expect(card.image === null, `${tab.tab}: ${card.title}`).toBe(tab.tab === 'member');
    }
    expect(selector.tabs[1]?.cards.map((c) => c.subtitle).join(' ')).toContain('4자리');
  });

  it('carries the trend diagram values the page draws', async () => {
    const { trend } = await getHomePage();
    expect(trend.bubbles.length).toBeGreaterThanOrEqual(3);
    expect(trend.circles.length).toBeGreaterThanOrEqual(2);
    for (const value of [...trend.bubbles, ...trend.circles]) {
      expect(value.value).toBeGreaterThan(0);
      expect(value.value).toBeLessThanOrEqual(100);
    }
  });

  it('lists the payment methods in order: four wallets, 제로페이, card, QR, barcode, cash', async () => {
    const { payments } = await getHomePage();
    expect(payments.items.map((p) => p.kind)).toEqual(['wallet', 'wallet', 'wallet', 'wallet', 'zero', 'card', 'qr', 'barcode', 'cash']);
    expect(payments.items[4]?.name).toBe('제로페이');
    expect(payments.items.every((p) => size(p.icon) === '96x96')).toBe(true);
  });

  it('has three fresh shops, three market-price slides, six must-have features and four open-license items', async () => {
    const home = await getHomePage();
    expect(home.freshShops.shops.map((s) => s.title)).toEqual(['정육점', '청과·야채', '수산·횟집']);
    expect(home.marketPrice.images).toHaveLength(3);
    expect(home.mustHave.items).toHaveLength(6);
    expect(home.mustHave.items.find((f) => f.title.includes('스마트스토어'))?.badge).toBe('베타');
    expect(home.openLicense.items).toHaveLength(4);
    expect(home.appPromo.items.map((i) => i.title)).toEqual(['알림톡', '이벤트 전단', '구매·결제']);
  });

  it('has six testimonials from six different businesses', async () => {
    const { testimonials } = await getHomePage();
    expect(testimonials.items).toHaveLength(6);
    expect(new Set(testimonials.items.map((t) => t.businessType)).size).toBe(6);
    for (const t of testimonials.items) expect(t.bgColor ?? '#ffffff').toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('cycles three satisfaction ratings starting with 기능 만족도 A++', async () => {
    const { satisfaction } = await getHomePage();
    expect(satisfaction.items.map((r) => r.title)).toEqual(['기능 만족도', '결제 만족도', '마케팅 효과']);
    expect(satisfaction.items[0]?.grade).toBe('A++');
  });

  it('has the customer name strip, 14 logos and the usage call-to-action', async () => {
    const home = await getHomePage();
    expect(home.customers.names.length).toBeGreaterThanOrEqual(10);
    expect(home.customers.logos).toHaveLength(14);
    expect(home.customers.logos.every((l) => size(l.logo) === '200x64')).toBe(true);
    expect(home.usageCtaLabel).toBe('사용 문의하기');
  });
});

describe('getSharedSections', () => {
  it('has six certifications, the download call-to-action and the service center', async () => {
    const shared = await getSharedSections();
    expect(shared.certifications.items).toHaveLength(6);
    expect(shared.certifications.intro.heading).toContain('공공기관');
    expect(shared.downloadCta.buttonLabel).not.toBe('');
    expect(shared.serviceCenter.inquiryLabel).toBe('바로 고객 문의');
  });
});

describe('getIndustryPage', () => {
  it('has three industry cards with three sub-categories each', async () => {
    const { hero, cards } = await getIndustryPage();
    expect(size(pictureProps(hero.image).pc)).toBe('1120x560');
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
    expect(goodChoice.cards.map((c) => c.title)).toEqual(['윈도우 10 이상 전용', '노트북·데스크톱 PC POS', '고객용 듀얼 모니터', '바코드 라벨 출력']);
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
    expect(size(pictureProps(banner.image).mb)).toBe('720x900');
    expect(closing.cta.href).toMatch(/^\//);
  });
});

describe('getPrivacyPolicy', () => {
  it('has 12 articles in effect from 2022-12-19, the officer shown under one of them', async () => {
    const policy = await getPrivacyPolicy();
    expect(policy.effectiveDate).toBe('2022-12-19');
    expect(policy.articles).toHaveLength(12);
    expect(policy.articles.filter((a) => a.showOfficerContact).map((a) => a.title)).toEqual(['개인정보 보호책임자']);
  });

  it.each([
    [2, /3년에서 10년/],
    [2, /전자금융 거래에 관한 기록: 5년/],
    [2, /세금 신고와 관련된 장부 및 증빙 서류: 5년/],
    [6, /이름, 카카오 계정 또는 휴대전화번호/],
    [6, /회원 가입\(선택\): 이메일 주소/],
    [8, /5일 이내에 해당 개인정보를 파기/],
    [11, /연 1회 이상/],
    [12, /2022년 12월 19일부터 적용/],
  ])('제%i조 says %s', async (number, pattern) => {
    const article = (await getPrivacyPolicy()).articles[number - 1];
    const text = (article?.body ?? []).map((block) => block.children?.map((span) => span.text).join('') ?? '').join('\n');
    expect(text).toMatch(pattern);
  });
});

describe('getFaqList', () => {
  it('lists 10 or more questions, newest first', async () => {
    const faq = await getFaqList();
    expect(faq.length).toBeGreaterThanOrEqual(10);
    const dates = faq.map((entry) => entry.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(faq.every((entry) => entry.question.endsWith('?') && entry.answer.length > 20)).toBe(true);
  });
});

describe('getFirstVisitPopup', () => {
  it('has a notice with a last day and an on-site link', async () => {
    const popup = await getFirstVisitPopup();
    expect(popup?.title).toBeTruthy();
    expect(popup?.content.length).toBeGreaterThan(20);
    expect(popup?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(popup?.link).toBe('/talk');
  });
});

describe('site settings and page titles', () => {
  it('still serve the page frame', async () => {
    const settings = await getSiteSettings();
    expect(settings.brandName).toBe('소담POS');
    expect(settings.serviceHours).toMatchObject({ weekdays: '09:30 – 18:00', lunch: '12:00 – 13:00' });
    expect((await getPageSeo('/talk')).title).toContain('알림톡');
  });

  it('turns single images into <Picture> props', async () => {
    const logo = (await getHomePage()).customers.logos[0]!;
    expect(imageProps(logo.logo)).toEqual({ alt: logo.logo.alt, mb: { src: logo.logo.src, width: 200, height: 64 } });
  });
});
