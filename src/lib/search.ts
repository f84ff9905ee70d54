// The search of the FAQ (question and answer) and the inquiry list (content and answer): Korean
// the way people type it (docs/product.md#search). Pure; the FAQ script and the inquiry list
// island both import it, and es-hangul takes syllables apart.
import { disassembleCompleteCharacter, disassembleToGroups } from 'es-hangul';

/** Where a query was found, in UTF-16 offsets of the NFC text (`text.slice(start, end)`). */
export interface Match {
  start: number;
  end: number;
}

/** One searchable character of the text: where it is, its jamo, and its initial consonant. */
interface Unit {
  start: number;
  end: number;
  jamo: string;
  initial: string;
}

const INITIALS_ONLY = /^[ㄱ-ㅎ]+$/;

const prepareQuery = (query: string): string => query.normalize('NFC').toLowerCase().replace(/\s+/g, '');

const jamoOf = (char: string): string => (disassembleToGroups(char)[0] ?? [char]).join('');

function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  let at = 0;
  for (const char of text) {
    const start = at;
    at += char.length;
    if (/\s/.test(char)) continue;
    const lower = char.toLowerCase();
    units.push({
      start,
      end: at,
      jamo: jamoOf(lower),
      initial: disassembleCompleteCharacter(lower)?.choseong ?? lower,
    });
  }
  return units;
}

/** 'ㄷㅇㄹㄷ' finds 다운로드: each consonant is the initial of one syllable in a row. */
function matchInitials(units: Unit[], letters: string[], from: number): number | null {
  return letters.every((letter, k) => units[from + k]?.initial === letter) ? from + letters.length - 1 : null;
}

/**
 * Every character but the last must be there whole; the last may be half typed, so its jamo need
 * only begin what follows: '다우' finds 다운로드, and so does '당' (다 and the ㅇ of 운, the
 * moment before the keyboard moves that ㅇ on).
 */
function matchTyped(units: Unit[], letters: string[], from: number): number | null {
  const last = letters.length - 1;
  for (let k = 0; k < last; k += 1) if (units[from + k]?.jamo !== letters[k]) return null;
  let wanted = letters[last] ?? '';
  for (let i = from + last; i < units.length && i <= from + last + 1; i += 1) {
    const jamo = units[i]?.jamo ?? '';
    if (jamo.startsWith(wanted)) return i;
    if (!wanted.startsWith(jamo)) return null;
    wanted = wanted.slice(jamo.length);
  }
  return null;
}

/**
 * The first place the query is found in the text, ignoring case and spaces, or null. An empty
 * query is found everywhere, as an empty match at the start.
 */
export function findMatch(text: string, query: string): Match | null {
  const wanted = prepareQuery(query);
  if (wanted === '') return { start: 0, end: 0 };
  const units = unitsOf(text.normalize('NFC'));
  const initialsOnly = INITIALS_ONLY.test(wanted);
  const letters = initialsOnly ? [...wanted] : [...wanted].map(jamoOf);
  const match = initialsOnly ? matchInitials : matchTyped;
  for (let from = 0; from + letters.length <= units.length; from += 1) {
    const to = match(units, letters, from);
    if (to !== null) return { start: units[from]?.start ?? 0, end: units[to]?.end ?? 0 };
  }
  return null;
}

export const matchesQuery = (text: string, query: string): boolean => findMatch(text, query) !== null;

/** The text in pieces around a match, for painting it: [before, matched, after]. */
export function splitAtMatch(text: string, match: Match | null): [string, string, string] {
  const composed = text.normalize('NFC');
  if (!match || match.end <= match.start) return [composed, '', ''];
  return [composed.slice(0, match.start), composed.slice(match.start, match.end), composed.slice(match.end)];
}

/** A question and its answer (or an inquiry and its reply), searched together. */
interface Entry {
  main: string;
  extra: string | null;
}

/** Where the query is in each part, or null when it is in neither. */
export function searchEntry(entry: Entry, query: string): { main: Match | null; extra: Match | null } | null {
  const main = findMatch(entry.main, query);
  const extra = entry.extra ? findMatch(entry.extra, query) : null;
  return main || extra ? { main, extra } : null;
}
