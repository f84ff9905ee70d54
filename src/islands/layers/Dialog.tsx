import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepFocusInside } from '../../lib/focus-trap';
import styles from './Dialog.module.css';

interface Props {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, Escape
 * fires `cancel`, Tab wraps at the ends (lib/focus-trap.ts), and we hand focus back to whatever
 * opened it, or to the main content when nothing did.
 */
export function Dialog({ open, title, description, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // Opened by the page itself (a /user page's login), focus goes back to the main content.
      const opener = returnTo.current;
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a modal <dialog> keeps Tab inside itself and closes on a click on its own backdrop
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Tab') keepFocusInside(e.nativeEvent, ref.current);
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={descId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
