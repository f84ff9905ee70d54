// PC로 보내기 (docs/product.md#download-on-a-phone): the system share sheet with the download
// page's link and the editors' line, so KakaoTalk's 나와의 채팅 (which the PC app shows too) or
// e-mail carries it to the shop's PC; where the browser cannot share, the link is copied; where
// it cannot copy either, the dialog shows the address to copy by hand.

import { DOWNLOAD_PATH } from './download-address';

/** sent through the share sheet, copied, dismissed by the visitor, or left for them to copy. */
export type SendOutcome = 'shared' | 'copied' | 'cancelled' | 'manual';

/** The parts of `navigator` this uses, so a test can hand in its own. */
export interface ShareApi {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/**
 * The link a phone sends, tagged as a handoff so the PC's download counts under it
 * (docs/product.md#where-visitors-come-from); the funnel follows the member, not the tag.
 */
export const handoffUrl = (origin: string, medium: 'share' | 'copy'): string =>
  `${origin}${DOWNLOAD_PATH}?utm_source=handoff&utm_medium=${medium}`;

export async function sendToPc(
  text: string,
  origin: string,
  api: ShareApi = navigator,
): Promise<{ outcome: SendOutcome; url: string }> {
  const shared = { text, url: handoffUrl(origin, 'share') };
  if (typeof api.share === 'function' && (api.canShare?.(shared) ?? true)) {
    try {
      await api.share(shared);
      return { outcome: 'shared', url: shared.url };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError')
        return { outcome: 'cancelled', url: shared.url };
      // A refusal (no user activation left, no share target): copying still gets the link across.
      console.warn('[handoff] the share sheet failed; copying the link instead', error);
    }
  }
  const url = handoffUrl(origin, 'copy');
  try {
    if (!api.clipboard) throw new Error('no clipboard in this browser');
    await api.clipboard.writeText(url);
    return { outcome: 'copied', url };
  } catch (error) {
    // Insecure contexts and refused permissions: the dialog shows the address to copy by hand.
    console.warn('[handoff] the link could not be copied', error);
    return { outcome: 'manual', url };
  }
}
