// Reading stega (edit information hidden in copy as invisible characters) back out of pages,
// for the preview and production browser tests.
import { VERCEL_STEGA_REGEX, vercelStegaDecodeAll } from '@vercel/stega';
import type { Page } from 'playwright-core';

export interface EditTarget {
  id: string;
  type: string;
  path: string;
  /** 'published' for a published document; absent for a draft. */
  perspective: string | undefined;
}

export function hasStega(text: string): boolean {
  VERCEL_STEGA_REGEX.lastIndex = 0;
  return VERCEL_STEGA_REGEX.test(text);
}

/** Every edit target encoded anywhere in a text (a page's HTML, an element's text). */
export function editTargets(text: string): EditTarget[] {
  return (vercelStegaDecodeAll<{ origin: string; href: string }>(text) ?? [])
    .filter((info) => info.origin === 'sanity.io')
    .map((info) => {
      const params = new URL(info.href).searchParams;
      return {
        id: params.get('id') ?? '',
        type: params.get('type') ?? '',
        path: params.get('path') ?? '',
        perspective: params.get('perspective') ?? undefined,
      };
    });
}

/**
 * Where stega sits in the live page other than the text a reader sees and the attributes Sanity's
 * overlay reads (img alt, time datetime, svg aria-label), or an island's serialized props.
 */
export function misplacedStega(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const stega = new RegExp(source, 'u');
    const keeps: Record<string, string[]> = {
      IMG: ['alt'],
      TIME: ['datetime'],
      SVG: ['aria-label'],
      'ASTRO-ISLAND': ['props'],
    };
    const found: string[] = [];
    if (stega.test(decodeURIComponent(location.href))) found.push('the page URL');
    for (const element of document.querySelectorAll('*')) {
      if (element.closest('sanity-visual-editing')) continue;
      const tag = element.tagName.toUpperCase();
      const inHead = element.closest('head') !== null;
      for (const attribute of element.attributes) {
        const allowed = !inHead && (keeps[tag] ?? []).includes(attribute.name);
        if (!allowed && stega.test(attribute.value)) found.push(`${tag.toLowerCase()}[${attribute.name}]`);
      }
      if (['SCRIPT', 'STYLE', 'TITLE', 'TEXTAREA'].includes(tag) && stega.test(element.textContent ?? ''))
        found.push(`<${tag.toLowerCase()}>`);
    }
    return found;
  }, VERCEL_STEGA_REGEX.source);
}
