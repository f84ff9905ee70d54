// What one picture card shows and the layouts a CardSection lays its cards out in (CardSection.astro
// describes each), for Card.astro and CardSection.astro both: a type a component file exports
// cannot be read by every TypeScript program that checks its importers.
import type { AltImageProjection } from '../../lib/content/image';

export type CardLayout = 'rows' | 'numbered' | 'categorised' | 'illustration' | 'icon' | 'photo' | 'phone';

export interface CardContent {
  image: AltImageProjection;
  title: string;
  description: string | null;
  categories?: readonly { _key: string; title: string; subtitle: string }[];
}
