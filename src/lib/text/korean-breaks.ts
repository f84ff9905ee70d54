// Imported by islands and by the page pass: string rules only.
//
// Where Korean may not break, and the browser would: `word-break: keep-all` keeps a word whole,
// but Chromium still breaks at the space between a number and its unit ("5만 / 원"), before a
// middle dot ("상품 / ·매장"; after it is fine), between a closing bracket and the particle that
// ends its word ("(웹 스토리지) / 를") and before a gloss in brackets inside a word ("밴 /
// (VAN)사는"). The rule finds those runs; the page pass and the islands render each in a span of
// KEEP_CLASS, styled `white-space: nowrap` (src/styles/global.css), and a text that holds a kept
// run and more in one span of TEXT_CLASS, which has no style at all.
//
// Why spans and nothing in the text: the letters stay exactly what the editor wrote, so
// textContent and innerText are the CMS string (for copy and paste, find in page, search engines,
// a control's accessible name and the tests that read the text). Word joiners (U+2060) around the
// space between a number and its unit, used before, changed all of those.
//
// Why the outer span: a text cut into spans directly in a flex or grid container would become
// several flex items, one per kept run, and a kept run's word would be split from the rest of it
// ("식자재· / 마트", and innerText "식자재·\n마트"). In the outer span the text stays one item, as
// the bare text was one (anonymous) item; elsewhere an unstyled inline span changes nothing.
// `display: contents` on the kept run would have done the same without it, but Chromium then
// puts a space into the accessible name at the span ("수집· 이용에 동의합니다").
//
// The cost, measured: a paragraph that holds a nowrap span (or an inline-block, or a no-break
// space) is balanced by Chromium's fallback, which finds the narrowest width that keeps the line
// count and fills lines to it, instead of evening them out ("두 가지 방법으로 / 불러오세요" where
// plain text or word joiners give "두 가지 / 방법으로 불러오세요"). Kept middle dots and brackets
// live with that (the line-break test finds no word alone); in headings, where a number and
// its unit left one alone, a number and its unit are not kept (RunsOptions.heading), and
// tests/e2e/line-breaks.test.ts checks that balancing does not part them.
// Runs are a word or two, so a column never overflows.

/** The class of a kept run, styled `white-space: nowrap` in src/styles/global.css. */
export const KEEP_CLASS = 'kr-run';
/** The class of the span around a text that was cut into runs: one box, one flex item. */
export const TEXT_CLASS = 'kr-text';

/** A piece of text, and whether it must stay on one line. */
export interface TextRun {
  text: string;
  keep: boolean;
}

/** Numbers written in digits ("5만", "80.3", "1,200") or as a native numeral ("한", "두"). */
const NUMBER = String.raw`(?:(?<![\p{L}\p{N}.,])\d[\d,.]*(?:만|천|억)?|(?<![\p{L}\p{N}])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇))`;
/** Units and counters that follow a number as a word of their own. */
const UNIT = '(?:원|장|개|건|명|곳|분|초|시간|일|주|개월|달|년|번|회|대|종|가지|줄|배|쪽|MB|GB|KB|TB|%)';
/**
 * What may follow a unit in the same word: a particle or a suffix ("5만 장까지", "한 번에", "세
 * 번째"). Anything else makes it another word that only starts like a unit ("2.1 배포").
 */
const AFTER_UNIT =
  '(?:[^\\p{Script=Hangul}A-Za-z]|$|이상|이하|이내|이면|이나|이|가|은|는|을|를|에|의|도|만|까지|부터|씩|째|으로|로|과|와|짜리|당)';
const SPACE = '[ \\t\\n]+';
const DOTS = '·・‧';
const CLOSING = ')\\]」』”’';

/** A number and its unit, with what the unit's word goes on with: "5만 원", "한 번에", "80.3 MB". */
const NUMBER_AND_UNIT = new RegExp(`${NUMBER}${SPACE}${UNIT}(?=${AFTER_UNIT})[\\p{L}\\p{N}]*`, 'gu');

const RULES = [
  // A gloss in brackets set after a space inside a word, which goes on after it: "밴 (VAN)사는".
  new RegExp(`[\\p{L}\\p{N}]+${SPACE}\\([^()\\s]{1,12}\\)\\p{L}\\S*`, 'gu'),
  // A short gloss in brackets inside a word, which goes on after it: "밴(VAN)사는".
  new RegExp(`[\\p{L}\\p{N}]+\\([^()\\s]{1,12}\\)\\p{L}\\S*`, 'gu'),
  // A middle dot never starts a line: it stays with the word before it, and the line may end
  // after it ("상품·", "수집·"), as Korean typesetting allows, so a short label still balances.
  new RegExp(`[^\\s${DOTS}]+[${DOTS}](?=[^\\s${DOTS}])`, 'gu'),
  // The same for a middle dot set between spaces as a separator: "기간 ·".
  new RegExp(`\\S+${SPACE}[${DOTS}](?=\\s|$)`, 'gu'),
  // A closing bracket or quote and the particle written after it: "스토리지)를", "보호법」에".
  new RegExp(`\\S*[${CLOSING}]\\p{Script=Hangul}\\S*`, 'gu'),
];

/** Where each rule matches, merged where they overlap, in order. */
function keptRanges(text: string, rules: readonly RegExp[]): [number, number][] {
  const ranges = rules
    .flatMap((rule) =>
      [...text.matchAll(rule)].map((match): [number, number] => [match.index, match.index + match[0].length]),
    )
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Where a text is set. */
export interface RunsOptions {
  /**
   * A heading (h1 to h6): its number and its unit are left to the browser. Chromium balances a
   * paragraph that holds a nowrap span with its fallback, which fills lines before it evens them
   * out ("두 가지 방법으로 / 불러오세요" at 320 px on /talk, where tests/e2e/line-breaks.test.ts
   * wants "두 가지 / 방법으로 불러오세요"); a heading is a line or two of large type that balancing
   * splits near its middle, not after a number. Its other runs are kept as everywhere.
   */
  heading?: boolean;
}

/** The text cut into runs, the ones Korean keeps on one line marked; joined, they are the text. */
export function koreanRuns(text: string, { heading = false }: RunsOptions = {}): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const [start, end] of keptRanges(text, heading ? RULES : [NUMBER_AND_UNIT, ...RULES])) {
    if (start > at) runs.push({ text: text.slice(at, start), keep: false });
    runs.push({ text: text.slice(start, end), keep: true });
    at = end;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), keep: false });
  return runs;
}

/**
 * Whether runs need the one TEXT_CLASS span around them: a text cut in more than one piece, which
 * a flex or grid container would otherwise take as several items. The page pass and the islands
 * both ask here, so they wrap the same texts.
 */
export const needsTextSpan = (runs: readonly TextRun[]): boolean => runs.length > 1;
