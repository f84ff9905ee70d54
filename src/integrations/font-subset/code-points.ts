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

/** `U+20-7e,U+ac00,…`: runs of consecutive code points collapse into ranges. */
export function unicodeRange(sorted: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    parts.push(end === start ? `U+${start.toString(16)}` : `U+${start.toString(16)}-${end.toString(16)}`);
  }
  return parts.join(',');
}

interface FontSlices {
  /** Characters every page shows (the layout's header, footer, popup): one file, cached across pages. */
  core: number[];
  /**
   * Per page: `own`, what it shows beyond the core; `runtime`, what island bundles can show
   * beyond both (messages after an interaction), fetched only if one is shown.
   */
  pages: Array<{ own: number[]; runtime: number[] }>;
}

/**
 * Splits the site's characters so a page downloads only what it shows. Faces declared with
 * disjoint unicode-ranges under one family are fetched only when a character needs them, and
 * the bytes a page fetches before first paint count against its FCP and LCP.
 */
export function sliceCodePoints(pages: readonly number[][], bundles: readonly number[]): FontSlices {
  const sets = pages.map((p) => new Set(p));
  const core = (pages[0] ?? []).filter((cp) => sets.every((s) => s.has(cp)));
  const coreSet = new Set(core);
  return {
    core,
    pages: pages.map((p, i) => ({
      own: p.filter((cp) => !coreSet.has(cp)),
      runtime: bundles.filter((cp) => !coreSet.has(cp) && !sets[i]?.has(cp)),
    })),
  };
}
