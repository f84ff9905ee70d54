import { describe, expect, it } from 'vitest';

import { DOWNLOAD_PATH, shortDownloadAddress } from './download-address';

describe('shortDownloadAddress', () => {
  it.each([
    ['https://sodampos.kr', 'sodampos.kr/down'],
    ['https://sodampos.kr/', 'sodampos.kr/down'],
    ['https://www.sodampos.kr', 'sodampos.kr/down'],
    ['https://sodampos.kr/some/page?x=1#y', 'sodampos.kr/down'],
    ['http://127.0.0.1:4321', '127.0.0.1:4321/down'],
  ])('reads %s as %s', (site, address) => {
    expect(shortDownloadAddress(site)).toBe(address);
  });

  it('ends with the download page’s path', () => {
    expect(shortDownloadAddress(new URL('https://example.kr'))).toBe(`example.kr${DOWNLOAD_PATH}`);
  });
});
