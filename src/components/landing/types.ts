// Build-time: a landing page's content as the generated query type gives it.
import type { LandingPageQueryResult } from '../../lib/content/sanity.types';

export type LandingContent = NonNullable<LandingPageQueryResult>;

type AnySection = NonNullable<LandingContent['sections']>[number];

/** The section of one kind, narrowed by its `_type`. */
export type LandingSection<T extends AnySection['_type']> = Extract<AnySection, { _type: T }>;
