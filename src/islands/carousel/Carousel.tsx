import { Children, useCallback, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { arrowStep, liveSetting, slideLabel, SLIDE_ITEM_LABEL } from '../../components/carousel/carousel';
import { prefersReducedMotion } from '../../lib/motion/reduced-motion';
import { CAROUSEL_INTERVAL_MS } from '../../lib/motion/timing';
import { CarouselControls } from './CarouselControls';
import { useAutoAdvance } from './useAutoAdvance';
import { useEmblaSelection } from './useEmblaSelection';
import styles from './Carousel.module.css';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface CarouselClasses {
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
  /** Rendered in the control bar before the buttons (the hero's store links). */
  footer?: ReactNode;
  /** One child per slide. */
  children: ReactNode;
}

/**
 * The WAI-ARIA carousel every island here uses: a labelled region of labelled slides, a pause
 * button first when it advances on its own, previous/next and dots, arrow keys while focus is
 * inside. The first slide is server-rendered in place, so nothing waits for hydration.
 */
export function Carousel({ label, itemLabel = SLIDE_ITEM_LABEL, autoAdvance = true, options, tone = 'light', classes = {}, footer, children }: Props) {
  const slides = Children.toArray(children);
  const [emblaRef, api] = useEmblaCarousel({ loop: true, ...options });
  const { selected, count } = useEmblaSelection(api);

  // With reduced motion a slide change is a jump, never an animated scroll.
  const goTo = useCallback((index: number) => api?.scrollTo(index, prefersReducedMotion()), [api]);
  const next = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(prefersReducedMotion());
    else api.scrollTo(0, prefersReducedMotion());
  }, [api]);
  const prev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);

  const { playing, running, togglePlaying, bind } = useAutoAdvance(next, CAROUSEL_INTERVAL_MS, { enabled: autoAdvance });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowStep(event.key);
    if (step === 0) return;
    event.preventDefault();
    if (step < 0) prev();
    else next();
  };

  const dots = count || slides.length;
  const slideLabels = useMemo(() => slides.map((_, i) => slideLabel(i, slides.length)), [slides.length]);

  return (
    <div
      className={`${styles.root} ${classes.root ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-selected={selected}
      onKeyDown={onKeyDown}
      {...bind}
    >
      <div className={`${styles.viewport} ${classes.viewport ?? ''}`} ref={emblaRef}>
        <div className={`${styles.track} ${classes.track ?? ''}`} aria-live={liveSetting(running)}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`${styles.slide} ${classes.slide ?? ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[i]}
              data-active={i === selected ? '' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={`${styles.bar} ${classes.bar ?? ''}`}>
        {footer}
        <CarouselControls
          count={dots}
          selected={selected}
          onSelect={goTo}
          onPrev={prev}
          onNext={next}
          itemLabel={itemLabel}
          tone={tone}
          {...(autoAdvance ? { playing, onTogglePlaying: togglePlaying } : {})}
        />
      </div>
    </div>
  );
}
