import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { dismissCookie, safePopupLink, shouldShowPopup, type PopupConfig } from '../lib/popup/first-visit';
import { fetchLatestPopup, type SanityPublic } from '../lib/popup/latest-popup';
import { POPUP_OFF_ATTRIBUTE } from '../lib/popup/pre-paint';
import { $popup } from '../stores/popup';
import { IslandBoundary } from './shared/IslandBoundary';
import { useHydrated } from './shared/useHydrated';
import buttons from './shared/ActionButtons.module.css';
import styles from './FirstVisitPopup.module.css';

interface Props {
  /** Baked in at build time from the CMS; null when there is no popup. */
  popup: PopupConfig | null;
  /** Set only when a Sanity project is configured: then the CDN's copy is fresher. */
  sanity?: SanityPublic | null;
}

/**
 * The first-visit notice (SPEC §4). A non-modal dialog: it opens without taking focus (a
 * visitor may be typing elsewhere), sits in a corner clear of the header, and closes with
 * 닫기, 확인 or Escape. '오늘 하루 보지 않기' hides it for a day with the `ischeck` cookie.
 */
function Popup({ popup, sanity }: Props) {
  // Server-rendered open (see lib/popup/pre-paint.ts), so hydration starts from the same state.
  const [shown, setShown] = useState<PopupConfig | null>(popup);
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useStore($popup);
  // The store may already hold an open dialog when this island hydrates; the first render must
  // still match the server's HTML.
  const hydrated = useHydrated();

  useEffect(() => {
    const show = (config: PopupConfig | null) => {
      const visible = shouldShowPopup(config, document.cookie, new Date());
      // The pre-paint script judged the build's copy; a fresher one from the CDN may differ.
      if (visible) document.documentElement.removeAttribute(POPUP_OFF_ATTRIBUTE);
      setShown(visible ? config : null);
    };
    if (!sanity) return show(popup);
    fetchLatestPopup(sanity).then(show, (error: unknown) => {
      console.warn('[popup] the CDN copy could not be read; showing the one from the build', error);
      show(popup);
    });
  }, [popup, sanity]);

  // Under a modal dialog (the login dialog a /user page opens for a guest) the notice would
  // sit dimmed and unreachable behind it: it waits, and comes back when that dialog closes.
  if (!shown || (hydrated && modal.active)) return null;

  const hide = () => {
    // Focus inside a removed element would fall back to <body>; hand it to the main content.
    if (ref.current?.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
    setShown(null);
  };
  const link = safePopupLink(shown.link);

  return (
    <dialog
      ref={ref}
      open
      className={styles.popup}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      <h2 id={titleId} className={styles.title}>
        {shown.title}
      </h2>
      <p id={bodyId} className={styles.content}>
        {shown.content}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.today}
          onClick={() => {
            document.cookie = dismissCookie(window.location.protocol === 'https:');
            hide();
          }}
        >
          오늘 하루 보지 않기
        </button>
        <button type="button" className={buttons.secondary} onClick={hide}>
          닫기
        </button>
        <button type="button" className={`${buttons.primary} ${styles.end}`} onClick={() => (link ? window.location.assign(link) : hide())}>
          확인
        </button>
      </div>
    </dialog>
  );
}

export default function FirstVisitPopup(props: Props) {
  return (
    <IslandBoundary area="first-visit-popup">
      <Popup {...props} />
    </IslandBoundary>
  );
}
