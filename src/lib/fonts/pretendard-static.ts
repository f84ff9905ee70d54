// Pretendard's static OpenType files, for rendering text at build time (resvg). resvg skips a
// missing font file silently and would draw every Hangul glyph as nothing, so a missing file stops the build.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static');

const WEIGHT_NAMES = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' } as const;
type PretendardWeight = keyof typeof WEIGHT_NAMES;

/** Paths of the static Pretendard files for these weights; throws when one is not installed. */
export function pretendardFontFiles(weights: readonly PretendardWeight[]): string[] {
  const files = weights.map((weight) => join(FONT_DIR, `Pretendard-${WEIGHT_NAMES[weight]}.otf`));
  const missing = files.find((file) => !existsSync(file));
  if (missing) throw new Error(`Pretendard font not found: ${missing} (is the pretendard package installed?)`);
  return files;
}
