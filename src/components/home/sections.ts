// Build-time: the home page's sections, top to bottom (docs/product.md#home), the one list of
// their order and ids. The page renders them in this order (src/pages/index.astro), the browser
// tests find them by these ids (tests/support/home.ts), and the Studio's homePage document keeps
// its fields in the same order (tests/content/home-sections.test.ts). Each names where its copy
// lives: a field of the homePage document, or one of the sections several pages share.
import type { SharedSectionsQueryResult } from '../../lib/content/sanity.types';
import type { HomeContent } from './types';

type SharedContent = NonNullable<SharedSectionsQueryResult>;

export const HOME_SECTIONS = [
  { id: 'hero', home: 'hero' },
  { id: 'selector', home: 'selector' },
  { id: 'trend', home: 'trend' },
  { id: 'realtime-sales', home: 'realtimeSales' },
  { id: 'payments', home: 'payments' },
  { id: 'fresh-shops', home: 'freshShops' },
  { id: 'market-price', home: 'marketPrice' },
  { id: 'must-have', home: 'mustHave' },
  { id: 'marketing', home: 'marketing' },
  { id: 'app-promo', home: 'appPromo' },
  { id: 'open-license', home: 'openLicense' },
  { id: 'testimonials', home: 'testimonials' },
  { id: 'satisfaction', home: 'satisfaction' },
  { id: 'customers', home: 'customers' },
  { id: 'certifications', shared: 'certifications' },
  { id: 'download', shared: 'downloadCta' },
  { id: 'service-center', shared: 'serviceCenter' },
] as const satisfies readonly ({ id: string; home: keyof HomeContent } | { id: string; shared: keyof SharedContent })[];

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** A section's component with the props the page gives it, checked as a pair where it is made. */
export interface RenderedSection {
  Component: (props: Record<string, unknown>) => unknown;
  props: Record<string, unknown>;
}

export function rendered<P extends object>(Component: (props: P) => unknown, props: P): RenderedSection {
  return { Component: Component as RenderedSection['Component'], props: props as Record<string, unknown> };
}
