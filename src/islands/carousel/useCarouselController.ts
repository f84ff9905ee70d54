import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

import { type CarouselController, createCarouselController, serverState } from '../../lib/carousel/carousel-controller';

const noSubscription = () => () => {};

/**
 * Binds a React carousel to the controller the hero element uses. It is created once embla is
 * ready; until then, and on the server, the carousel shows its first slide as playing, and a
 * reduced-motion visitor's pauses right after hydration (starting from the preference would make
 * the first client render differ from the server's HTML, and React keeps the server's labels).
 */
export function useCarouselController(
  api: EmblaCarouselType | undefined,
  root: RefObject<HTMLElement | null>,
  autoAdvance: boolean,
) {
  const [controller, setController] = useState<CarouselController>();

  useEffect(() => {
    if (!api || !root.current) return;
    const created = createCarouselController(api, root.current);
    setController(created);
    return () => created.destroy();
  }, [api, root]);

  const initial = serverState(autoAdvance);
  const state = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.state ?? (() => initial),
    () => initial,
  );
  return { state, controller };
}
