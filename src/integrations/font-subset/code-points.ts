// Build-time only: the characters a built site can show, and how a @font-face names them.

/** Printable ASCII is always kept: form input, URLs and numbers use it whatever the copy says. */
const ASCII_PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i);

/**
 * Every code point in the given texts above ASCII, plus printable ASCII, sorted. Control
 * characters and lone surrogates are skipped: no font draws them.
 */
export function collectCodePoints(texts: Iterable<string>): number[] {
  const points = new Set<number>(ASCII_PRINTABLE);
  for (const text of texts) {
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 0;
      if (cp < 0xa0 || (cp >= 0xd800 && cp <= 0xdfff)) continue;
      points.add(cp);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * Every character the site can show: what any built page contains and what island bundles can
 * show after an interaction (runtime messages). One file for the whole site, so a visit fetches
 * Pretendard once: per-page slices made each later page fetch a file of its own.
 */
export function siteCodePoints(pages: readonly number[][], bundles: readonly number[]): number[] {
  return [...new Set([...pages.flat(), ...bundles])].sort((a, b) => a - b);
}
