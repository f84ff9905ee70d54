// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { storeLinkProblems } from './store-links';

const GOOD = {
  android: 'https://play.google.com/store/apps/details?id=kr.sodampos.mobile',
  ios: 'https://apps.apple.com/kr/app/sodampos/id6479132851',
};

describe('storeLinkProblems', () => {
  it('passes links in each store’s form with ids a store could have issued', () => {
    expect(storeLinkProblems(GOOD)).toEqual([]);
  });

  it.each([
    ['https://apps.apple.com/kr/app/sodampos/id6400000000', /App Store id id6400000000 looks like a placeholder/],
    ['https://apps.apple.com/kr/app/sodampos/id1234567890', /looks like a placeholder/],
    ['https://apps.apple.com/us/app/sodampos/id6479132851', /not apps\.apple\.com\/kr/],
    ['https://apps.apple.com/kr/app/id6479132851', /not apps\.apple\.com\/kr/],
    ['https://itunes.apple.com/kr/app/sodampos/id6479132851', /not apps\.apple\.com\/kr/],
    ['https://apps.apple.com/kr/app/sodampos/6479132851', /not apps\.apple\.com\/kr/],
  ])('flags the App Store link %s', (ios, problem) => {
    expect(storeLinkProblems({ ...GOOD, ios })).toEqual([expect.stringMatching(problem)]);
  });

  it.each([
    [
      'https://play.google.com/store/apps/details?id=com.example.pos',
      /package com\.example\.pos looks like a placeholder/,
    ],
    ['https://play.google.com/store/apps/details?id=sodampos', /not play\.google\.com/],
    ['https://play.google.com/store/apps/details?id=kr.sodampos.mobile&hl=ko', /not play\.google\.com/],
    ['http://play.google.com/store/apps/details?id=kr.sodampos.mobile', /not play\.google\.com/],
    ['https://play.google.com/store/search?q=sodampos', /not play\.google\.com/],
  ])('flags the Google Play link %s', (android, problem) => {
    expect(storeLinkProblems({ ...GOOD, android })).toEqual([expect.stringMatching(problem)]);
  });
});
