// The download page's address, written once: the link a phone sends to the shop's PC and the
// short form the handoff dialog shows to type by hand (docs/product.md#download-on-a-phone).
// Imported by the build (src/pages/down/handoff.json.ts) and by the dialog's code: no dependencies.

export const DOWNLOAD_PATH = '/down';

/**
 * What a shop owner types into the PC's address bar: the site's host and the download path, with
 * no scheme and no `www.` (browsers add both), e.g. `sodampos.kr/down`. A port stays, so a
 * staging or local site gives an address that works there too.
 */
export function shortDownloadAddress(site: string | URL): string {
  const { host } = new URL(site);
  return `${host.replace(/^www\./, '')}${DOWNLOAD_PATH}`;
}
