// The Open Graph / Twitter card of a page: an SVG with the brand and the page title, turned into
// a PNG at build time by resvg. Crawlers (Kakao, Naver, Facebook, X) do not render SVG, hence PNG.
import { Resvg } from '@resvg/resvg-js';

import { pretendardFontFiles } from '../../lib/fonts/pretendard-static';
import { OG_IMAGE_SIZE } from './pages';

// The same Pretendard the pages use, loaded by file: resvg would otherwise look for system fonts,
// and a build machine without a Korean font would print every Hangul glyph as nothing.
export const OG_FONT_WEIGHTS = [400, 700] as const;

const BRAND_COLOR = '#1a56db';
const TITLE_SIZE = 68;
const TITLE_LINE_HEIGHT = 88;
const TITLE_MAX_WIDTH = 1040;
const TITLE_MAX_LINES = 3;

interface OgCard {
  brandName: string;
  title: string;
  tagline: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Rough advance width in em: Hangul and CJK are square, Latin and digits about half, a space less. */
function charWidth(char: string): number {
  if (char === ' ') return 0.28;
  if (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char)) return 0.9;
  if (/[A-Z0-9]/.test(char)) return 0.64;
  return 0.52;
}

const textWidth = (text: string, size: number): number => [...text].reduce((sum, c) => sum + charWidth(c) * size, 0);

/** Breaks the title into lines that fit the card, between words where possible (SVG has no wrapping). */
export function wrapTitle(
  title: string,
  size = TITLE_SIZE,
  maxWidth = TITLE_MAX_WIDTH,
  maxLines = TITLE_MAX_LINES,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A single word wider than the card (long Hangul compounds): cut it by characters.
    while (textWidth(line, size) > maxWidth) {
      let cut = [...line].length - 1;
      while (cut > 1 && textWidth([...line].slice(0, cut).join(''), size) > maxWidth) cut -= 1;
      lines.push([...line].slice(0, cut).join(''));
      line = [...line].slice(cut).join('');
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').replace(/.$/u, '')}…`;
  return kept;
}

export function ogCardSvg({ brandName, title, tagline }: OgCard): string {
  const { width, height } = OG_IMAGE_SIZE;
  const lines = wrapTitle(title);
  // Centre the title block vertically between the brand row and the tagline.
  const firstBaseline = 330 - ((lines.length - 1) * TITLE_LINE_HEIGHT) / 2;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="80" y="${firstBaseline + i * TITLE_LINE_HEIGHT}" font-size="${TITLE_SIZE}" font-weight="700" fill="#111827">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#f3f6fd"/>
<rect width="${width}" height="16" fill="${BRAND_COLOR}"/>
<circle cx="1090" cy="560" r="220" fill="${BRAND_COLOR}" fill-opacity="0.08"/>
<g font-family="Pretendard">
<rect x="80" y="72" width="56" height="56" rx="14" fill="${BRAND_COLOR}"/>
<text x="108" y="112" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml([...brandName][0] ?? '')}</text>
<text x="156" y="113" font-size="40" font-weight="700" fill="${BRAND_COLOR}">${escapeXml(brandName)}</text>
${titleLines}
<text x="80" y="556" font-size="34" font-weight="400" fill="#4b5563">${escapeXml(tagline)}</text>
</g>
</svg>`;
}

/** The card as PNG bytes, 1200 × 630, with Pretendard as the only font. */
export function renderOgCard(card: OgCard): Buffer {
  const resvg = new Resvg(ogCardSvg(card), {
    fitTo: { mode: 'original' },
    font: { fontFiles: pretendardFontFiles(OG_FONT_WEIGHTS), loadSystemFonts: false, defaultFontFamily: 'Pretendard' },
  });
  return resvg.render().asPng();
}
