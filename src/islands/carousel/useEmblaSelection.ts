import { useCallback, useEffect, useState } from 'react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** The selected slide index of an embla carousel, kept in React state, plus typed navigation. */
export function useEmblaSelection(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const next = useCallback(() => api?.scrollNext(), [api]);
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const goTo = useCallback((i: number) => api?.scrollTo(i), [api]);

  return { selected, count, next, prev, goTo };
}
