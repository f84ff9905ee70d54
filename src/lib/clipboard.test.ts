import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyText } from './clipboard';

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the text and says it did', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyText('sodampos.kr/down', { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('sodampos.kr/down');
  });

  it.each([
    [
      'the browser refuses',
      { clipboard: { writeText: () => Promise.reject(new DOMException('no', 'NotAllowedError')) } },
    ],
    ['there is no clipboard', {}],
  ])('says it did not when %s, and tells the developer why', async (_why, api) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(copyText('x', api)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('[clipboard] the text could not be copied', expect.anything());
  });
});
