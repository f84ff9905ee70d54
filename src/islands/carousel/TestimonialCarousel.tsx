import type { PictureProps } from '../../lib/content/image';
import { Carousel } from './Carousel';
import { IslandBoundary } from '../ui/IslandBoundary';
import { KoreanText } from '../ui/KoreanText';
import { Picture } from '../ui/Picture';
import styles from './TestimonialCarousel.module.css';

export interface Testimonial {
  key: string;
  businessType: string;
  quote: string;
  author: string;
  /** The card's background from the CMS, when the editors chose one. */
  bgColor: string | null;
  image: PictureProps;
}

/**
 * Shop owners' testimonials as a sliding carousel: one card on phones, two on tablets, three on
 * PC. It moves only when asked (buttons, dots, arrow keys, swipe): quotes are read at the
 * reader's pace, so it has no timer and no pause button.
 */
export default function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  return (
    <IslandBoundary area="testimonials">
      <Carousel
        label="사용 후기"
        itemLabel="후기"
        autoAdvance={false}
        options={{ align: 'start' }}
        classes={{ track: styles.track, slide: styles.slide, bar: styles.bar }}
      >
        {items.map((item) => (
          <figure
            key={item.key}
            className={styles.card}
            data-tinted={item.bgColor ? '' : undefined}
            style={item.bgColor ? { backgroundColor: item.bgColor } : undefined}
          >
            <div className={styles.head}>
              <Picture {...item.image} sizes="64px" className={styles.avatar} />
              <span className={styles.type}>{item.businessType}</span>
            </div>
            <blockquote className={styles.quote}>
              <p>
                <KoreanText text={item.quote} />
              </p>
            </blockquote>
            <figcaption className={styles.author}>{item.author}</figcaption>
          </figure>
        ))}
      </Carousel>
    </IslandBoundary>
  );
}
