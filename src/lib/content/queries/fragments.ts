// GROQ projections shared by the page queries. They are plain strings spliced into
// defineQuery templates; sanity typegen follows the imports and types the result.

/** An image asset's URL and intrinsic size, so every picture reserves its box before it loads. */
const ASSET = `"src": asset->url, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height`;

/** An image field with its alt text. */
export const IMAGE = `{ alt, ${ASSET} }`;

/** A deviceImage object: one alt text, a required phone picture and optional tablet/PC pictures. */
export const DEVICE_IMAGE = `{ alt, "mb": mb{ ${ASSET} }, "tablet": tablet{ ${ASSET} }, "pc": pc{ ${ASSET} } }`;

/** A sectionIntro object. */
export const INTRO = `{ eyebrow, heading, description }`;

/** An image inside an array of images. */
export const IMAGE_ITEM = `{ _key, alt, ${ASSET} }`;

/** An imageCard object inside an array. */
export const IMAGE_CARD = `{ _key, title, description, "image": image${IMAGE} }`;
