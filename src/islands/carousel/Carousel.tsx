import { Children, useMemo, useRef, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { liveSetting, slideLabel, SLIDE_ITEM_LABEL } from '../../lib/carousel/carousel';
import { carouselPlugins } from '../../lib/carousel/carousel-controller';
import { CarouselControls } from './CarouselControls';
import { useCarouselController } from './useCarouselController';
import styles from './Carousel.module.css';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface CarouselClasses {
  root?: string;
  viewport?: string;
  track?: string;
  slide?: string;
  bar?: string;
}

interface Props {
  /** Names the carousel for assistive technology, e.g. "서비스 소개". */
  label: string;
  /** What one slide is called in button labels: "슬라이드", "화면", "후기". */
  itemLabel?: string;
  /** Advances every CAROUSEL_INTERVAL_MS, with a pause button; off = moves only when asked. */
  autoAdvance?: boolean;
  options?: EmblaOptions;
  tone?: 'light' | 'dark';
  classes?: CarouselClasses;
  /** One child per slide. */
  children: ReactNode;
}

/**
 * The WAI-ARIA carousel every island here uses: a labelled region of labelled slides, a pause
 * button first when it advances on its own, previous/next and dots, arrow keys while focus is
 * inside. The first slide is server-rendered in place, so nothing waits for hydration.
 */
export function Carousel({
  label,
  itemLabel = SLIDE_ITEM_LABEL,
  autoAdvance = true,
  options,
  tone = 'light',
  classes = {},
  children,
}: Props) {
  const slides = Children.toArray(children);
  const plugins = useMemo(() => carouselPlugins(autoAdvance), [autoAdvance]);
  const [emblaRef, api] = useEmblaCarousel({ loop: true, ...options }, plugins);
  const root = useRef<HTMLDivElement>(null);
  const { state, controller } = useCarouselController(api, root, autoAdvance);
  const { selected, count, playing, running } = state;

  const dots = count || slides.length;

  return (
    <div
      className={`${styles.root} ${classes.root ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-selected={selected}
      ref={root}
    >
      <div className={`${styles.viewport} ${classes.viewport ?? ''}`} ref={emblaRef}>
        <div className={`${styles.track} ${classes.track ?? ''}`} aria-live={liveSetting(running)}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`${styles.slide} ${classes.slide ?? ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, slides.length)}
              data-active={i === selected ? '' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={`${styles.bar} ${classes.bar ?? ''}`}>
        <CarouselControls
          count={dots}
          selected={selected}
          onSelect={(index) => controller?.goTo(index)}
          onPrev={() => controller?.prev()}
          onNext={() => controller?.next()}
          itemLabel={itemLabel}
          tone={tone}
          {...(autoAdvance ? { playing, onTogglePlaying: () => controller?.togglePlaying() } : {})}
        />
      </div>
    </div>
  );
}
