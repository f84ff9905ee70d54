import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, toastShown } from '../../stores/toast';
import { useHydrated } from '../ui/useHydrated';
import { freeSlot, pressableBoxes, TOAST_SLOTS, type Box, type ToastSlot } from './toast-slot';
import styles from './ToastLayer.module.css';

const boxOf = (element: Element): Box => {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
};

/**
 * A polite live region: screen readers announce each message without moving focus. Each message
 * takes the first slot where it covers no link or button (toast-slot.ts), measured before it paints
 * and again as the page scrolls under it.
 */
export default function ToastLayer() {
  const toast = useStore($toast);
  // It hydrates because a message is up (client:demand); the first render still matches the HTML.
  const hydrated = useHydrated();
  const region = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<ToastSlot>('top');

  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !toast.active) return;
    const place = () => {
      const boxes = {} as Record<ToastSlot, Box>;
      for (const candidate of TOAST_SLOTS) {
        element.dataset.slot = candidate;
        boxes[candidate] = boxOf(element);
      }
      const chosen = freeSlot(boxes, pressableBoxes());
      element.dataset.slot = chosen;
      setSlot(chosen);
    };
    place();
    // What lies under a slot changes as the page scrolls: the message moves out of the way.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [toast.id, toast.active, hydrated]);

  // On screen now: its two seconds start here, however long the layer took to arrive.
  useEffect(() => {
    if (hydrated && toast.active) toastShown(toast.id);
  }, [hydrated, toast.active, toast.id]);

  return (
    <div ref={region} className={styles.region} data-slot={slot} role="status" aria-live="polite" aria-atomic="true">
      {hydrated && toast.active && (
        <p key={toast.id} className={styles.toast}>
          {toast.content}
        </p>
      )}
    </div>
  );
}
