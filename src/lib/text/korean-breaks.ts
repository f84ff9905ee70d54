// Imported by islands and by the page pass: string rules only.
//
// Where Korean may not break, and the browser would: `word-break: keep-all` keeps a word whole,
// but Chromium still breaks at the space between a number and its unit ("5만 / 원"), before a
// middle dot ("상품 / ·매장"; after it is fine) and between a closing bracket and the particle
// that ends its word ("(웹 스토리지) / 를"). The rule finds those runs; the page pass and the
// islands render each in a `white-space: nowrap` span (KEEP_CLASS), except a number and its
// unit, whose space is held by a word joiner (U+2060) on each side (UNIT_JOIN).
//
// Why spans: the letters stay exactly what the editor wrote, for copy and paste, find in page and
// search engines, and a control's accessible name stays clean, where Chromium keeps a word joiner
// in it (a braille display may show it as a stray cell; voice control users say the label
// without it). Why not for a number and its unit: those sit in headings, and Chromium's
// `text-wrap: balance` stops balancing a line around a nowrap span or a no-break space ("두 가지
// 방법으로 / 불러오세요"), while around word joiners it balances ("두 가지 / 방법으로 불러오세요");
// the space itself stays an ordinary space. Runs are a word or two, so a column never overflows.

/** The class of a kept run, styled `white-space: nowrap` in src/styles/global.css. */
export const KEEP_CLASS = 'kr-run';

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

/** A number and its unit ("5만 원", "한 번에") and a spaced gloss inside a word ("밴 (VAN)사는"). */
const JOINED_SPACES = [
  new RegExp(`(?<=${NUMBER})${SPACE}(?=${UNIT}${AFTER_UNIT})`, 'gu'),
  new RegExp(`(?<=[\\p{L}\\p{N}])${SPACE}(?=\\([^()\\s]{1,12}\\)\\p{L})`, 'gu'),
];

const RULES = [
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
function keptRanges(text: string): [number, number][] {
  const ranges = RULES.flatMap((rule) =>
    [...text.matchAll(rule)].map((match): [number, number] => [match.index, match.index + match[0].length]),
  ).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The space between a number and its unit, with a word joiner on each side. */
export const UNIT_JOIN = '\u2060 \u2060';

/**
 * The text cut into runs, the ones Korean keeps on one line marked; joined, they are the text
 * with UNIT_JOIN between each number and its unit.
 */
export function koreanRuns(written: string): TextRun[] {
  const text = JOINED_SPACES.reduce((joined, rule) => joined.replace(rule, UNIT_JOIN), written);
  const runs: TextRun[] = [];
  let at = 0;
  for (const [start, end] of keptRanges(text)) {
    if (start > at) runs.push({ text: text.slice(at, start), keep: false });
    runs.push({ text: text.slice(start, end), keep: true });
    at = end;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), keep: false });
  return runs;
}
