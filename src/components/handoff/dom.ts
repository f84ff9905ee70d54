// Building the handoff dialog's markup in code: every text goes in as a text node (CMS words
// included), never as HTML.

type Child = Node | string | null | false;

/** An element with attributes and children; `false`/`null` children are left out. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A 20px line icon, hidden from screen readers (the button's words name it). */
export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(name, value);
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG, 'path');
  for (const [name, value] of Object.entries({
    d: path,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  }))
    shape.setAttribute(name, value);
  svg.append(shape);
  return svg;
}

export const ICONS = {
  /** An arrow leaving a box: the system share sheet. */
  share: 'M12 3v12m0-12l-4 4m4-4l4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
  /** A speech bubble: KakaoTalk. */
  talk: 'M12 4c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 5.9L6.5 21l4.3-2.9c.4 0 .8.1 1.2.1 5 0 9-3.1 9-7s-4-7.2-9-7.2z',
  /** A phone: the mobile app. */
  app: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
} as const;
