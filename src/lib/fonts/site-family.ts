/** The family of the build's cut of Pretendard (site-subset.ts); it exists only in built pages. */
export const SITE_FONT_FAMILY = 'Pretendard Site';

/** Set by site-subset.ts on the <style> that declares the faces: the URL of the file every page shares. */
export const CORE_FONT_ATTRIBUTE = 'data-core-font';
