// How two catalogs differ, in lines a person reads: which object is missing or unexpected, and
// for a changed one which field, what was lost from or added to a list (a grant, a role), or
// where two texts (a function body, a view) first part.
import { type Catalog, type Entry, type Json, stableJson } from './catalog.ts';

/** Characters of context shown on each side of the first difference between two texts. */
const CONTEXT = 60;

const show = (value: Json | undefined) => (value === undefined ? '(none)' : stableJson(value));
/** A whole object on one line, cut where it would run on (a function with its body). */
const brief = (value: Json) => {
  const text = stableJson(value);
  return text.length > 4 * CONTEXT ? `${text.slice(0, 4 * CONTEXT)}…` : text;
};

function textDifference(expected: string, actual: string): string {
  let start = 0;
  while (start < expected.length && expected[start] === actual[start]) start += 1;
  const from = Math.max(0, start - CONTEXT);
  const cut = (text: string) =>
    `${from > 0 ? '…' : ''}${text.slice(from, start + CONTEXT)}${text.length > start + CONTEXT ? '…' : ''}`;
  return `differs at character ${start}:\n      expected ${cut(expected)}\n      actual   ${cut(actual)}`;
}

function fieldDifference(field: string, expected: Json | undefined, actual: Json | undefined): string[] {
  if (stableJson(expected ?? null) === stableJson(actual ?? null)) return [];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const has = (list: Json[], item: Json) => list.some((other) => stableJson(other) === stableJson(item));
    const lost = expected.filter((item) => !has(actual, item)).map((item) => `    ${field} lost ${show(item)}`);
    const gained = actual.filter((item) => !has(expected, item)).map((item) => `    ${field} gained ${show(item)}`);
    // Same members in another order (a column list, an enum's labels): say so.
    return lost.length + gained.length > 0
      ? [...lost, ...gained]
      : [`    ${field} order ${show(expected)} → ${show(actual)}`];
  }
  if (typeof expected === 'string' && typeof actual === 'string' && expected.length + actual.length > 2 * CONTEXT) {
    return [`    ${field} ${textDifference(expected, actual)}`];
  }
  return [`    ${field}: ${show(expected)} → ${show(actual)}`];
}

function entryDifference(expected: Entry, actual: Entry): string[] {
  const fields = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return fields.flatMap((field) => fieldDifference(field, expected[field], actual[field]));
}

/** Every difference between the expected catalog and the actual one; empty when they are equal. */
export function diffCatalogs(expected: Catalog, actual: Catalog): string[] {
  const lines: string[] = [];
  const sections = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  for (const section of sections) {
    const want = expected[section] ?? {};
    const have = actual[section] ?? {};
    for (const key of [...new Set([...Object.keys(want), ...Object.keys(have)])].sort()) {
      const wanted = want[key];
      const had = have[key];
      if (!had && wanted) lines.push(`missing ${section} ${key} ${brief(wanted)}`);
      else if (had && !wanted) lines.push(`unexpected ${section} ${key} ${brief(had)}`);
      else if (had && wanted) {
        const fields = entryDifference(wanted, had);
        if (fields.length > 0) lines.push(`changed ${section} ${key}`, ...fields);
      }
    }
  }
  return lines;
}
