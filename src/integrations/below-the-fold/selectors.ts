// Build-time only: what a CSS selector says about the elements it can match, read without a
// full selector engine. The split (split-css.ts) needs two facts per selector: the tokens its
// subject compound requires (an element it matches carries every one of them), and its
// specificity (to keep the cascade's winner when a rule moves to the later stylesheet).

/** `.name` for a class, `#name` for an id, `[data-astro-cid-…]` for Astro's scope attribute. */
export type Token = string;

/** Pseudo-elements written with one colon, as minifiers print them. */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
const IDENT = /^(?:\\.|[\w-]|[^\0-\x7f])+/;

/** Splits at top-level occurrences of `at` (outside brackets, parentheses and quotes). */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of the bracket or parenthesis that closes the one opened at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && --depth === 0) return i;
  }
  throw new Error(`Unclosed ${text[open]} in the selector "${text}"`);
}

export interface Compound {
  text: string;
  /** How it relates to the compound before it: ' ' (descendant), '>', '+' or '~'; '' for the first. */
  combinator: string;
}

const COMBINATORS = new Set([' ', '\t', '\n', '>', '+', '~']);

/** The compounds of a complex selector, left to right, each with the combinator before it. */
export function compounds(selector: string): Compound[] {
  const found: Compound[] = [];
  const text = selector.trim();
  let depth = 0;
  let quote = '';
  let current = '';
  let combinator = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\\') {
      current += char + (text[++i] ?? '');
      continue;
    }
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && COMBINATORS.has(char)) {
      if (current) found.push({ text: current, combinator });
      if (current) combinator = ' ';
      if (!/\s/.test(char)) combinator = char;
      current = '';
      continue;
    }
    current += char;
  }
  if (current) found.push({ text: current, combinator });
  return found;
}

interface Part {
  kind: 'class' | 'id' | 'attribute' | 'type' | 'pseudo-class' | 'pseudo-element' | 'universal';
  name: string;
  /** A functional pseudo-class's argument, as written. */
  argument?: string;
}

/** The simple selectors of one compound. */
export function parts(compound: string): Part[] {
  const found: Part[] = [];
  let rest = compound.trim();
  while (rest) {
    const head = rest[0];
    if (head === '*') {
      found.push({ kind: 'universal', name: '*' });
      rest = rest.slice(1);
    } else if (head === '.' || head === '#') {
      const name = IDENT.exec(rest.slice(1))?.[0] ?? '';
      found.push({ kind: head === '.' ? 'class' : 'id', name });
      rest = rest.slice(1 + name.length);
    } else if (head === '[') {
      const end = closing(rest, 0);
      found.push({ kind: 'attribute', name: (/^\s*([\w-]+)/.exec(rest.slice(1, end))?.[1] ?? '').toLowerCase() });
      rest = rest.slice(end + 1);
    } else if (head === ':') {
      const element = rest[1] === ':';
      const name = IDENT.exec(rest.slice(element ? 2 : 1))?.[0] ?? '';
      rest = rest.slice((element ? 2 : 1) + name.length);
      let argument: string | undefined;
      if (rest[0] === '(') {
        const end = closing(rest, 0);
        argument = rest.slice(1, end);
        rest = rest.slice(end + 1);
      }
      const pseudoElement = element || LEGACY_PSEUDO_ELEMENTS.has(name.toLowerCase());
      found.push({ kind: pseudoElement ? 'pseudo-element' : 'pseudo-class', name: name.toLowerCase(), argument });
    } else {
      const name = IDENT.exec(rest)?.[0] ?? '';
      if (!name) throw new Error(`Cannot read the selector compound "${compound}"`);
      found.push({ kind: 'type', name: name.toLowerCase() });
      rest = rest.slice(name.length);
    }
  }
  return found;
}

/**
 * The tokens an element must carry to be this selector's subject: the classes, id and Astro scope
 * attribute of its last compound. What sits inside :is(), :not(), :where() or :has() is left out:
 * it may be one of several, or absent.
 */
export function subjectTokens(selector: string): Token[] {
  return tokensOf(compounds(selector).at(-1)?.text ?? '');
}

function tokensOf(compound: string): Token[] {
  return parts(compound).flatMap((part) => {
    if (part.kind === 'class') return [`.${part.name}`];
    if (part.kind === 'id') return [`#${part.name}`];
    if (part.kind === 'attribute' && part.name.startsWith('data-astro-cid-')) return [`[${part.name}]`];
    return [];
  });
}

/**
 * The tokens this selector requires of its subject and of the subject's ancestors (compounds
 * joined to it by descendant and child combinators). Outside the waiting sections, every
 * ancestor of an element is outside them too; a sibling may not be, so the walk stops there.
 */
export function requiredTokens(selector: string): Token[] {
  const chain = compounds(selector);
  const required: Token[] = [];
  for (let i = chain.length - 1; i >= 0; i--) {
    required.push(...tokensOf(chain[i]?.text ?? ''));
    const combinator = chain[i]?.combinator;
    if (combinator !== ' ' && combinator !== '>') break;
  }
  return required;
}

export type Specificity = [ids: number, classes: number, types: number];

const add = (a: Specificity, b: Specificity): Specificity => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const compareSpecificity = (a: Specificity, b: Specificity): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Specificity as CSS Selectors level 4 counts it (:where() adds nothing; :is(), :not(), :has() their most specific argument). */
export function specificity(selector: string): Specificity {
  let total: Specificity = [0, 0, 0];
  for (const { text } of compounds(selector)) {
    for (const part of parts(text)) {
      if (part.kind === 'id') total = add(total, [1, 0, 0]);
      else if (part.kind === 'class' || part.kind === 'attribute') total = add(total, [0, 1, 0]);
      else if (part.kind === 'type' || part.kind === 'pseudo-element') total = add(total, [0, 0, 1]);
      else if (part.kind === 'pseudo-class') {
        if (part.name === 'where') continue;
        if (['is', 'not', 'has', 'matches'].includes(part.name) && part.argument !== undefined) {
          const options = splitTopLevel(part.argument, (c) => c === ',').map(specificity);
          total = add(total, options.sort(compareSpecificity).at(-1) ?? [0, 0, 0]);
        } else total = add(total, [0, 1, 0]);
      }
    }
  }
  return total;
}
