// GROQ projections shared by the page queries. They are plain strings spliced into
// defineQuery templates; sanity typegen follows the imports and types the result.

/** An image asset's URL and intrinsic size, so every picture reserves its box before it loads. */
const ASSET = `"src": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height`;

/** An image field with its alt text. */
export const IMAGE = `{ alt, ${ASSET} }`;

/** A picture the site cuts to a frame, with the crop and hotspot the editor set (null until then). */
const FRAMED_ASSET = `${ASSET}, crop, hotspot`;

/** An image field the site cuts to a frame (a page's share image). */
export const FRAMED_IMAGE = `{ ${FRAMED_ASSET} }`;

/**
 * A deviceImage object: one alt text, a required phone picture and optional tablet/PC pictures,
 * each cut to its device's frame around its hotspot (lib/content/image.ts).
 */
export const DEVICE_IMAGE = `{ alt, "mb": mb{ ${FRAMED_ASSET} }, "tablet": tablet{ ${FRAMED_ASSET} }, "pc": pc{ ${FRAMED_ASSET} } }`;

/** A sectionIntro object. */
export const INTRO = `{ eyebrow, heading, description }`;

/** An image inside an array of images. */
export const IMAGE_ITEM = `{ _key, alt, ${ASSET} }`;

/** An imageCard object inside an array. */
export const IMAGE_CARD = `{ _key, title, description, "image": image${IMAGE} }`;
