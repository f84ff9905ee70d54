// @vitest-environment node
// PC로 보내기: the share sheet when there is one, the clipboard when there is not, and the
// address to copy by hand when neither works; a dismissed share sheet is not a failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { handoffUrl, sendToPc, type ShareApi } from './send-to-pc';

const ORIGIN = 'https://www.sodampos.kr';
const TEXT = '매장 PC에서 열어 주세요.';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('sendToPc', () => {
  it('shares the /down link and the line through the share sheet', async () => {
    const share = vi.fn(() => Promise.resolve());
    await expect(sendToPc(TEXT, ORIGIN, { share })).resolves.toEqual({
      outcome: 'shared',
      url: handoffUrl(ORIGIN, 'share'),
    });
    expect(share).toHaveBeenCalledWith({ text: TEXT, url: `${ORIGIN}/down?utm_source=handoff&utm_medium=share` });
  });

  it('does nothing more when the visitor dismisses the share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const api: ShareApi = {
      share: () => Promise.reject(new DOMException('cancelled', 'AbortError')),
      clipboard: { writeText },
    };
    await expect(sendToPc(TEXT, ORIGIN, api)).resolves.toMatchObject({ outcome: 'cancelled' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it.each<[string, ShareApi['share'] | undefined, ShareApi['canShare'] | undefined]>([
    ['without the Web Share API', undefined, undefined],
    ['when the browser cannot share a link', () => Promise.resolve(), () => false],
    ['when the share sheet refuses', () => Promise.reject(new DOMException('no', 'NotAllowedError')), undefined],
  ])('copies the link %s', async (_, share, canShare) => {
    const writeText = vi.fn(() => Promise.resolve());
    const api: ShareApi = { clipboard: { writeText }, ...(share ? { share } : {}), ...(canShare ? { canShare } : {}) };
    await expect(sendToPc(TEXT, ORIGIN, api)).resolves.toEqual({ outcome: 'copied', url: handoffUrl(ORIGIN, 'copy') });
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/down?utm_source=handoff&utm_medium=copy`);
  });

  it('leaves the address to copy by hand when the clipboard refuses too', async () => {
    const api: ShareApi = { clipboard: { writeText: () => Promise.reject(new Error('denied')) } };
    await expect(sendToPc(TEXT, ORIGIN, api)).resolves.toEqual({ outcome: 'manual', url: handoffUrl(ORIGIN, 'copy') });
    await expect(sendToPc(TEXT, ORIGIN, {})).resolves.toMatchObject({ outcome: 'manual' });
  });
});
