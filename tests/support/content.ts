// Helpers for the tests that read content through the getters, in seed mode.
import { vi } from 'vitest';

/** Content comes from the seed whatever the developer's shell holds. */
export function useSeedContent() {
  vi.stubEnv('SANITY_PROJECT_ID', '');
}

export interface Sized {
  src: string | null;
  width: number | null;
  height: number | null;
}

/** Every image projection (an object with src/width/height) anywhere in a getter's result. */
export function imagesIn(value: unknown, found: Sized[] = []): Sized[] {
  if (Array.isArray(value)) value.forEach((item) => imagesIn(item, found));
  else if (value && typeof value === 'object') {
    if ('src' in value && 'width' in value && 'height' in value) found.push(value as Sized);
    Object.values(value).forEach((child) => imagesIn(child, found));
  }
  return found;
}

/** "720x720", for comparing a rendition with the size its slot was drawn at. */
export const size = (image: { width: number | null; height: number | null } | null | undefined) =>
  `${image?.width}x${image?.height}`;
