// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isAssetType, isCopyPath } from './copy-fields';

describe('isCopyPath', () => {
  it.each([
    [['title'], true],
    [['hero', 'slides', { _key: 'a1' }, 'heading'], true],
    [['articles', 0, 'body', 1, 'children', 0, 'text'], true],
    [['points', 2], true],
    [['_id'], false],
    [['hero', 'slides', { _key: 'a1' }, '_key'], false],
    [['closing', 'cta', 'href'], false],
    [['testimonials', 0, 'bgColor'], false],
    [['publishedAt'], false],
    [['servicePhone'], false],
    [['articles', 0, 'body', 1, 'style'], false],
    [['articles', 0, 'body', 1, 'children', 0, 'marks', 0], false],
    [[], false],
  ] as const)('%j → %s', (path, copy) => {
    expect(isCopyPath(path)).toBe(copy);
  });
});

describe('isAssetType', () => {
  it.each([
    ['sanity.imageAsset', true],
    ['sanity.fileAsset', true],
    ['homePage', false],
    [undefined, false],
  ] as const)('%s → %s', (type, asset) => {
    expect(isAssetType(type)).toBe(asset);
  });
});
