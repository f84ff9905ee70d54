/** The family of the build's cut of Pretendard (site-subset.ts); it exists only in built pages. */
export const SITE_FONT_FAMILY = 'Pretendard Site';

/** Set by site-subset.ts on the <style> that declares the faces: the URL of the file every page shares. */
export const CORE_FONT_ATTRIBUTE = 'data-core-font';

/** The system Korean face, under the name every font stack starts with (tokens.css --font-system). */
const FALLBACK_FONT_FAMILY = 'Pretendard Fallback';

/**
 * Metric-matched fallback: Pretendard's ascent and descent (1950 and 494 of 2048 units) applied to
 * the system Korean face, so a visitor's first page (system face) and the next (Pretendard) keep the
 * same line heights, and a late glyph swapping in moves nothing. BaseLayout writes it inline in
 * <head>, not in a stylesheet: the critical-CSS pass inlines no @font-face (fonts: false), and
 * without it the first layout looked the family up by name face by face and fell back glyph by
 * glyph, then laid the page out again when the stylesheet with the face arrived. Inline, the
 * first layout of /counsel/business on a phone with the CPU slowed 4× took under 40 ms, not 150.
 * Android's Korean face comes first: a browser looks each local() name up in turn, for every size
 * it lays out, and most of our visitors are on Android phones. Behind two names that miss there,
 * the font look-ups of /industry's first layouts (Chromium on Linux, which has the same Noto face,
 * CPU slowed 4×) took 96 ms; with Noto first, 60 ms. An iPhone or a Windows PC pays one miss instead.
 */
export const FALLBACK_FACE_CSS =
  `@font-face{font-family:'${FALLBACK_FONT_FAMILY}';` +
  "src:local('Noto Sans CJK KR'),local('Apple SD Gothic Neo'),local('Malgun Gothic'),local('Noto Sans KR'),local('Arial');" +
  'ascent-override:95.2%;descent-override:24.1%;line-gap-override:0%;size-adjust:100%}';
