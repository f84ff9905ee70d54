import type { PictureProps } from '../../lib/content/image';
import { Carousel } from './Carousel';
import { IslandBoundary } from '../ui/IslandBoundary';
import { Picture } from '../ui/Picture';
import { SECTION_MEDIA_SIZES } from '../../lib/picture/picture-sizes';
import styles from './MarketPriceCarousel.module.css';

interface Props {
  /** Which screen each picture is, for the carousel's name. */
  label: string;
  images: (PictureProps & { key: string })[];
}

/** Three market-price screens, one every 3 s. */
export default function MarketPriceCarousel({ label, images }: Props) {
  return (
    <IslandBoundary area="market-price">
      <Carousel label={label} itemLabel="화면" classes={{ viewport: styles.viewport, bar: styles.bar }}>
        {images.map(({ key, ...image }) => (
          <Picture key={key} {...image} sizes={SECTION_MEDIA_SIZES} className={styles.art} />
        ))}
      </Carousel>
    </IslandBoundary>
  );
}
