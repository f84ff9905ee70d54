// Build-time only: splits a page's stylesheet into what the first screen may need and what only
// the below-the-fold sections (or code that starts after the first screen) use.
//
// A selector moves when its subject requires a token (class, id, Astro scope attribute) that no
// element outside the waiting sections carries and that nothing can add to one before the later
// stylesheet arrives: a token of a component (a CSS module's class, an Astro scope) none of whose
// elements is outside them, or a plain class the waiting sections carry. A component seen in the
// first screen keeps all its rules there, its states too (an open menu, a chosen tab). A moved
// rule comes after every rule that stays, so one that loses to a later rule of equal specificity
// on the same element, for the same property, stays where it is.
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

import type { Areas } from './regions';
import {
  compareSpecificity,
  requiredTokens,
  type Specificity,
  specificity,
  subjectTokens,
  type Token,
} from './selectors';

const MODULE_CLASS = /^\._.+_([a-z0-9]{5})_\d+$/;
/** Rules under these stay where they are: their order or grouping is not a selector's. */
const KEEP_UNDER = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'layer', 'page', 'property']);

/** The component a token belongs to: a CSS module (its hash) or an Astro scope; none for a plain class. */
export function ownerOf(token: Token): string | undefined {
  const module = MODULE_CLASS.exec(token)?.[1];
  if (module) return `module ${module}`;
  return token.startsWith('[data-astro-cid-') ? token : undefined;
}

/** Properties that can set the same thing share a family (margin and margin-top; top and inset). */
export function family(property: string): string {
  const name = property.replace(/^-(webkit|moz|ms|o)-/, '');
  if (name.startsWith('--') || name === 'all') return name;
  if (['top', 'right', 'bottom', 'left'].includes(name)) return 'inset';
  if (/^(min-|max-)?(width|height|inline-size|block-size)$/.test(name)) return 'size';
  if (/^(row-|column-)?gap$/.test(name)) return 'gap';
  if (/^(align|justify|place)-/.test(name)) return 'align';
  return name.split('-')[0] as string;
}

interface Leaf {
  rule: Rule;
  families: Set<string>;
  /** A selector this reading cannot parse has no specificity: it stays, and counts as beating any rule before it. */
  selectors: Array<{
    text: string;
    /** What its subject carries (for the cascade), and what it and its ancestors must carry. */
    tokens: Token[];
    required: Token[];
    specificity: Specificity | undefined;
    later: boolean;
  }>;
}

const under = (rule: Rule, names: Set<string>) => {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
    if (parent.type === 'atrule' && names.has((parent as AtRule).name.toLowerCase())) return true;
  return false;
};
const KEYFRAMES = new Set(['keyframes', '-webkit-keyframes']);

function read(text: string): { tokens: Token[]; required: Token[]; specificity: Specificity | undefined } {
  try {
    return { tokens: subjectTokens(text), required: requiredTokens(text), specificity: specificity(text) };
  } catch {
    return { tokens: [], required: [], specificity: undefined };
  }
}

function leaves(root: Root, laterSafe: (tokens: Token[]) => boolean): Leaf[] {
  const found: Leaf[] = [];
  root.walkRules((rule) => {
    if (under(rule, KEYFRAMES)) return;
    const keep = under(rule, KEEP_UNDER) || rule.nodes.some((node) => node.type !== 'decl');
    const families = new Set<string>();
    rule.walkDecls((decl) => {
      families.add(family(decl.prop));
    });
    const selectors = rule.selectors.map((text) => {
      const { tokens, required, specificity: weight } = read(text);
      return {
        text,
        tokens,
        required,
        specificity: weight,
        later: !keep && weight !== undefined && laterSafe(required),
      };
    });
    found.push({ rule, families, selectors });
  });
  return found;
}

type Selector = Leaf['selectors'][number];

/**
 * Whether one element could match both: a waiting element carrying both subjects' tokens, under
 * ancestors that can carry what the kept one asks of them; or, for a moved rule no element shows
 * yet (a dialog's), any element of the same components.
 */
function canMeet(moved: Selector, kept: Selector, areas: Areas): boolean {
  const holders = areas.laterElements.filter((tokens) => moved.tokens.every((t) => tokens.includes(t)));
  if (holders.length === 0) {
    const owners = new Set(moved.tokens.map(ownerOf));
    return kept.tokens.every((t) => ownerOf(t) === undefined || owners.has(ownerOf(t)));
  }
  if (!kept.required.every((t) => areas.later.has(t) || areas.around.has(t))) return false;
  return holders.some((tokens) => kept.tokens.every((t) => tokens.includes(t)));
}

/** Clears a moved selector that an equally specific rule after it would have beaten on the same element. */
function keepCascade(all: Leaf[], areas: Areas): void {
  all.forEach((leaf, i) => {
    for (const selector of leaf.selectors.filter((s) => s.later)) {
      const beaten = all
        .slice(i + 1)
        .some(
          (after) =>
            [...after.families].some((f) => f === 'all' || leaf.families.has(f) || leaf.families.has('all')) &&
            after.selectors.some(
              (kept) =>
                !kept.later &&
                (kept.specificity === undefined ||
                  compareSpecificity(kept.specificity, selector.specificity ?? [0, 0, 0]) === 0) &&
                canMeet(selector, kept, areas),
            ),
        );
      if (beaten) selector.later = false;
    }
  });
}

/** Appends a copy of the rule with only `selectors` to `later`, inside copies of its at-rules, reusing the last ones opened. */
function appendLater(later: Root, rule: Rule, selectors: string[], open: Array<{ key: string; node: Container }>) {
  const chain: AtRule[] = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
    chain.unshift(parent as AtRule);
  let shared = 0;
  while (shared < chain.length && open[shared]?.key === `${chain[shared]?.name} ${chain[shared]?.params}`) shared++;
  open.length = shared;
  for (const at of chain.slice(shared)) {
    const copy = at.clone({ nodes: [] });
    (open.at(-1)?.node ?? later).append(copy);
    open.push({ key: `${at.name} ${at.params}`, node: copy });
  }
  (open.at(-1)?.node ?? later).append(rule.clone({ selector: selectors.join(',') }));
}

function dropEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** The stylesheet for the first document, and the one that can come after the first screen. */
export function splitCss(css: string, areas: Areas): { early: string; later: string } {
  const earlyOwners = new Set([...areas.early].map(ownerOf).filter((o) => o !== undefined));
  const laterSafe = (tokens: Token[]) =>
    tokens.some((t) => {
      const owner = ownerOf(t);
      return !areas.early.has(t) && (owner === undefined ? areas.later.has(t) : !earlyOwners.has(owner));
    });
  const root = postcss.parse(css);
  const all = leaves(root, laterSafe);
  keepCascade(all, areas);
  const later = postcss.root();
  const open: Array<{ key: string; node: Container }> = [];
  for (const { rule, selectors } of all) {
    const moved = selectors.filter((s) => s.later).map((s) => s.text);
    if (moved.length === 0) continue;
    appendLater(later, rule, moved, open);
    if (moved.length === selectors.length) rule.remove();
    else
      rule.selector = selectors
        .filter((s) => !s.later)
        .map((s) => s.text)
        .join(',');
  }
  dropEmpty(root);
  return { early: root.toString(), later: later.toString() };
}
