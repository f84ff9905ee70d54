// Build-time: the home page's content, section by section, as the generated query types give it.
import type { PictureProps } from '../../lib/content/image';
import type { HomePageQueryResult } from '../../lib/content/sanity.types';

export type HomeContent = NonNullable<HomePageQueryResult>;

/** One hero slide, ready for HeroCarousel.astro. */
export interface HeroSlide {
  key: string;
  eyebrow: string;
  heading: string;
  description: string;
  image: PictureProps;
}
