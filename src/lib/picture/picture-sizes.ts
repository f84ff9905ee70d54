// `sizes` values for layouts several components draw pictures in, so each states once how wide
// the layout makes a picture and the browser takes the smallest file sharp at its pixel density.
// The content column is 100vw less the gutters (20px each on phones) and at most 1200px.
// Imported by islands: plain constants only.

/**
 * The picture column of a two-column Section (Section.astro): the content width on phones, half
 * the screen at most from tablet up, and 6 of 11 parts of the 1200px column on a PC.
 */
export const SECTION_MEDIA_SIZES = '(min-width: 1440px) 640px, (min-width: 768px) 50vw, calc(100vw - 40px)';
