import { beforeAll, describe, expect, it } from 'vitest';

import { getHomePage, getSharedSections, pictureProps } from '../../src/lib/content';
import { size, useSeedContent } from '../support/content';

beforeAll(useSeedContent);

describe('getHomePage', () => {
  it('has three hero slides with phone and PC pictures, their originals drawn at 3×', async () => {
    const { hero } = await getHomePage();
    expect(hero.slides).toHaveLength(3);
    for (const slide of hero.slides) {
      const picture = pictureProps(slide.image);
      expect(size(picture.mb)).toBe('2160x2160');
      expect(size(picture.pc)).toBe('2100x1350');
      expect(slide.heading.length).toBeGreaterThan(5);
    }
    expect(hero.slides[0]?.eyebrow).toContain('0원');
  });

  it('says above the slides what 소담POS is: a free program for the shop’s Windows PC, with a phone app for sales', async () => {
    const { hero } = await getHomePage();
    for (const words of ['소담POS', '윈도우 PC', '무료', 'POS 프로그램', '휴대폰 앱', '매출'])
      expect(hero.statement, words).toContain(words);
    expect(hero.downloadLabel).toBe('무료로 다운로드');
    // The store badges are the sales app, not the program (which the download button gives).
    expect(hero.storesLabel).toContain('매출');
  });

  it('gives the three tabs their own cards, each with a picture and its words', async () => {
    const { selector } = await getHomePage();
    expect(selector.tabs.map((t) => [t.tab, t.label])).toEqual([
      ['industry', '업종 최적화'],
      ['member', '회원 관리'],
      ['easy', '쉬운 조작'],
    ]);
    for (const tab of selector.tabs) {
      expect(tab.cards.length, tab.tab).toBeGreaterThanOrEqual(3);
      for (const card of tab.cards) {
        expect(card.image?.src, `${tab.tab}: ${card.title}`).toBeTruthy();
        expect(card.image?.alt, `${tab.tab}: ${card.title}`).toBeTruthy();
      }
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
    expect(payments.items.map((p) => p.kind)).toEqual([
      'wallet',
      'wallet',
      'wallet',
      'wallet',
      'zero',
      'card',
      'qr',
      'barcode',
      'cash',
    ]);
    expect(payments.items[4]?.name).toBe('제로페이');
    expect(payments.items.every((p) => size(p.icon) === '288x288')).toBe(true);
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
    expect(home.customers.logos.every((l) => size(l.logo) === '600x192')).toBe(true);
    expect(home.usageCtaLabel).toBe('사용 문의하기');
    // Read before the press: the inquiry page asks a guest to sign in at once.
    expect(home.usageCtaNote).toContain('로그인');
  });
});

describe('getSharedSections', () => {
  it('has six certifications, the download call-to-action and the service center', async () => {
    const shared = await getSharedSections();
    expect(shared.certifications.items).toHaveLength(6);
    for (const item of shared.certifications.items) {
      expect(item.issuer, item.name).toMatch(/[가-힣]/);
      expect(item.number, item.name).toMatch(/\d/);
    }
    expect(shared.downloadCta.buttonLabel).not.toBe('');
    expect(shared.serviceCenter.inquiryLabel).toBe('바로 고객 문의');
  });
});
