// Build-time only: the pixel size of an image file from its own header, for the seed's asset
// documents and the seed-art renderer (which runs in plain Node: no imports here).

/** Reads width and height from an SVG's attributes or viewBox, or a PNG's or WebP's header. */
export function imageDimensions(fileName: string, bytes: Buffer): { width: number; height: number } {
  if (fileName.endsWith('.svg')) {
    const tag = bytes.toString('utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
    const attr = (name: string) => Number(tag.match(new RegExp(`\\s${name}="([\\d.]+)(px)?"`))?.[1]);
    const viewBox = tag
      .match(/viewBox="([^"]+)"/)?.[1]
      ?.split(/[\s,]+/)
      .map(Number);
    const width = attr('width') || viewBox?.[2];
    const height = attr('height') || viewBox?.[3];
    if (!width || !height) throw new Error(`${fileName}: the SVG has no width/height or viewBox`);
    return { width: Math.round(width), height: Math.round(height) };
  }
  if (fileName.endsWith('.png')) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (fileName.endsWith('.webp')) return webpDimensions(fileName, bytes);
  throw new Error(`${fileName}: seed images must be SVG, PNG or WebP`);
}

// The first chunk says which of WebP's three encodings follows, and each stores the size its own way.
function webpDimensions(fileName: string, bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString('latin1', 12, 16);
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error(`${fileName}: not a WebP file`);
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`${fileName}: unknown WebP chunk ${JSON.stringify(chunk)}`);
}
