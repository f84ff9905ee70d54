// Build-time: the home page's content, section by section, as the generated query types give it.
import type { HomePageQueryResult } from '../../lib/content/sanity.types';

export type HomeContent = NonNullable<HomePageQueryResult>;
