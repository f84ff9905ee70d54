// Imported by islands: data only. Every icon the site draws, once: `Icon.astro` renders them in
// pages and `islands/ui/icons.tsx` in islands, so a glyph looks the same wherever it appears.
// Icons are decorative (the control beside them carries the words), so both hide them from
// assistive technology.

export interface IconShape {
  d: string;
  fill?: string;
  stroke?: string;
}

export interface IconDefinition {
  /** A line icon's stroke width; a glyph without one is filled with the text colour. */
  stroke?: number;
  /** The square the paths are drawn in (24 unless the source art used another). */
  box?: number;
  shapes: readonly IconShape[];
}

const line = (stroke: number, ...d: string[]): IconDefinition => ({ stroke, shapes: d.map((path) => ({ d: path })) });
const glyph = (d: string): IconDefinition => ({ shapes: [{ d }] });

const KAKAO_BUBBLE =
  'M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.4 0 .9.1 1.3.1 5.5 0 10-3.6 10-8S17.5 3 12 3z';

export const ICONS = {
  menu: line(2, 'M4 7h16M4 12h16M4 17h16'),
  close: line(2, 'M6 6l12 12M18 6L6 18'),
  'chevron-down': line(2.2, 'M6 9l6 6 6-6'),
  'chevron-right': line(2.4, 'M9 6l6 6-6 6'),
  pause: line(2, 'M9 6v12M15 6v12'),
  play: { stroke: 2, shapes: [{ d: 'M8 5.5v13l10-6.5z', fill: 'currentColor' }] },
  download: line(2.2, 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14'),
  copy: line(2, 'M11 9h7a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z', 'M5 15V6a2 2 0 0 1 2-2h8'),
  check: {
    stroke: 2.4,
    shapes: [
      { d: 'M12 1a11 11 0 1 1 0 22a11 11 0 1 1 0-22z', fill: 'currentColor', stroke: 'none' },
      { d: 'M7 12.5l3.2 3.2L17 9', stroke: '#fff' },
    ],
  },
  phone: glyph(
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.58a1 1 0 0 1-.25 1z',
  ),
  store: glyph(
    'M4 10h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM3 6l1.5-2h15L21 6v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z',
  ),
  chat: glyph(KAKAO_BUBBLE),
  'app-store': glyph(
    'M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.9-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.8 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.4-.9-2.4-3.7zM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z',
  ),
  'google-play': {
    shapes: [
      { d: 'M4.5 3.2 13.8 12l-9.3 8.8c-.3-.2-.5-.6-.5-1V4.2c0-.4.2-.8.5-1z', fill: '#34d399' },
      { d: 'm16.9 9.1-3.1 2.9L4.5 3.2l.2-.1c.4-.2.8-.2 1.2 0z', fill: '#60a5fa' },
      { d: 'm16.9 14.9-11 6.1c-.4.2-.8.2-1.2 0l-.2-.1 9.3-8.9z', fill: '#f87171' },
      { d: 'M20.4 11.1c.7.4.7 1.4 0 1.8l-3.5 2-3.1-2.9 3.1-2.9z', fill: '#fbbf24' },
    ],
  },
  // Brand marks drawn from the providers' public guidelines: Kakao's black speech bubble on
  // #FEE500, Naver's white N on green, Google's four-colour G on white.
  kakao: { shapes: [{ d: KAKAO_BUBBLE, fill: '#000' }] },
  naver: { shapes: [{ d: 'M16.3 12.8 7.4 0H0v24h7.7V11.2L16.6 24H24V0h-7.7z', fill: '#fff' }] },
  google: {
    box: 48,
    shapes: [
      {
        d: 'M24 9.5c3.5 0 6.7 1.2 9.2 3.6l6.8-6.8C35.9 2.4 30.4 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.7 17.8 9.5 24 9.5z',
        fill: '#EA4335',
      },
      {
        d: 'M46.9 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 7.1-10.3 7.1-17.7z',
        fill: '#4285F4',
      },
      {
        d: 'M10.5 28.6c-.5-1.5-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.5 0 20.1 0 24s1 7.5 2.7 10.8l7.8-6.2z',
        fill: '#FBBC05',
      },
      {
        d: 'M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z',
        fill: '#34A853',
      },
    ],
  },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

/** The attributes of an icon's `<svg>`, the same in Astro and React (React renames the dashed ones). */
export function iconFrame(name: IconName, size: number) {
  const icon: IconDefinition = ICONS[name];
  const box = icon.box ?? 24;
  const drawn = icon.stroke
    ? {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: icon.stroke,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      }
    : { fill: 'currentColor' };
  return { width: size, height: size, viewBox: `0 0 ${box} ${box}`, ...drawn, shapes: icon.shapes };
}
