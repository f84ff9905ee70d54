import { describe, expect, it } from 'vitest';

import { SITE_PAGES } from '../../src/components/seo/pages';
import { PAGE_DOCUMENTS, SINGLETONS } from '../../studio/singletons';
import { isObject, readSeedDocs, textOf } from '../support/seed-docs';

const docs = readSeedDocs().filter((doc) => !doc._id.startsWith('drafts.'));
const ofType = (type: string) => docs.filter((doc) => doc._type === type);
const byId = (id: string) => docs.find((doc) => doc._id === id);

describe('the seed holds every singleton once, at its fixed id', () => {
  it.each(SINGLETONS.map((s) => [s.title, s.type]))('%s (%s)', (_title, type) => {
    expect(ofType(type).map((doc) => doc._id)).toEqual([type]);
  });

  it('has a page document for every route, at the id the Studio opens it by', () => {
    expect(
      ofType('pageSeo')
        .map((doc) => doc._id)
        .sort(),
    ).toEqual(PAGE_DOCUMENTS.map((page) => page.id).sort());
  });

  it('knows a page document for every page the site builds, and no other', () => {
    expect(PAGE_DOCUMENTS.map((page) => page.route).sort()).toEqual(SITE_PAGES.map((page) => page.route).sort());
  });
});

describe('the seed has the counts the pages are designed for', () => {
  it.each([
    ['testimonial', 6],
    ['companyLogo', 14],
    ['certification', 6],
    ['satisfactionRating', 3],
    ['openLicenseItem', 4],
    ['industryCard', 3],
    ['paymentMethod', 9],
    ['featureCard', 6],
  ])('%s: %i documents', (type, count) => {
    expect(ofType(type)).toHaveLength(count);
  });

  it('gives the footer a 통신판매업 신고번호 in its official form, not a placeholder', () => {
    const business = byId('siteSettings')?.business;
    const number = isObject(business) ? textOf(business.mailOrderNumber) : '';
    expect(number).toMatch(/^제\d{4}-[가-힣]+-\d{3,5}호$/);
    expect(number).not.toMatch(/-0+호$/);
  });

  it('names the issuing body and certificate number of every certification', () => {
    for (const cert of ofType('certification')) {
      expect(textOf(cert.issuer), cert._id).toMatch(/[가-힣]{2,}/);
      expect(textOf(cert.number), cert._id).toMatch(/\d{2,}/);
    }
  });

  it('has at least 10 FAQ entries, each with a date and an order number, the free-of-charge question first', () => {
    expect(ofType('faq').sort((a, b) => Number(a.order) - Number(b.order))[0]?.question).toMatch(/가입비.*월 이용료/);
    const faq = ofType('faq');
    expect(faq.length).toBeGreaterThanOrEqual(10);
    for (const entry of faq) expect(entry.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it('gives each industry card three sub-categories', () => {
    for (const card of ofType('industryCard')) expect(card.categories, card._id).toHaveLength(3);
  });

  it('fills all three home tabs with cards', () => {
    const tabs = ofType('selectorCard').map((card) => card.tab);
    for (const tab of ['industry', 'member', 'easy'])
      expect(tabs.filter((t) => t === tab).length, tab).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['toggle', 3],
    ['flyer', 3],
    ['easy', 3],
    ['upload', 2],
    ['adopt', 3],
    ['feature', 3],
  ])('/talk list %s: %i items', (section, count) => {
    expect(ofType('talkItem').filter((item) => item.section === section)).toHaveLength(count);
  });

  it('has 12 privacy articles, 4 Good Choice cards and 3 service cards', () => {
    const privacy = byId('privacyPolicy');
    const download = byId('downloadPage');
    expect(privacy?.articles).toHaveLength(12);
    expect(isObject(download?.goodChoice) && download.goodChoice.cards).toHaveLength(4);
    expect(isObject(download?.service) && download.service.cards).toHaveLength(3);
  });

  it('orders every collection by distinct order numbers', () => {
    const ordered = [
      'selectorCard',
      'paymentMethod',
      'featureCard',
      'openLicenseItem',
      'testimonial',
      'satisfactionRating',
      'companyName',
      'companyLogo',
      'certification',
      'industryCard',
    ];
    for (const type of ordered) {
      const orders = ofType(type).map((doc) => JSON.stringify([doc.tab ?? null, doc.order ?? null]));
      expect(new Set(orders).size, type).toBe(orders.length);
    }
  });
});
