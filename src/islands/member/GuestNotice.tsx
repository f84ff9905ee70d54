import { ENHANCED_FORM_ATTRIBUTE } from '../../lib/page/first-screen';
import { telHref } from '../../lib/tel';
import { openDialog } from '../../stores/dialog';
import type { SiteCopyQueryResult, SiteSettingsQueryResult } from '../../lib/content/sanity.types';
import styles from './UserPages.module.css';

type Settings = NonNullable<SiteSettingsQueryResult>;
type Copy = NonNullable<SiteCopyQueryResult>;

/** What a /user page hands its gate: the phone line from site settings, the words from siteCopy. */
export interface GateProps {
  servicePhone: Settings['servicePhone'];
  serviceHours: Settings['serviceHours'];
  notice: Copy['guestNotice'];
  /** The login dialog's line when this page opens it. */
  loginReason: Copy['dialogs']['memberAreaReason'];
}

interface NoticeProps extends GateProps {
  /** While the session is unknown: hidden by CSS when the pre-paint script found a stored one. */
  unlessStoredSession?: boolean;
}

/**
 * A guest on a /user page: why the page needs a login, the way to log in, and the ways to get in
 * touch without one (docs/product.md#member-area). It stays on the page when the login dialog closes.
 */
export function GuestNotice({ servicePhone, serviceHours, notice, loginReason, unlessStoredSession }: NoticeProps) {
  const className = unlessStoredSession ? `${styles.panel} ${styles.unlessStoredSession}` : styles.panel;
  return (
    <section className={className} aria-labelledby="guest-notice-title">
      <h2 id="guest-notice-title" className={styles.panelTitle}>
        {notice.title}
      </h2>
      <p>{notice.why}</p>
      {/* A form to /login, which says what to do without scripts; with them the login dialog opens. */}
      <form className={styles.actions} action="/login" method="get" {...{ [ENHANCED_FORM_ATTRIBUTE]: '' }}>
        <button
          type="submit"
          className={styles.primaryLink}
          onClick={(event) => {
            event.preventDefault();
            openDialog('login', loginReason);
          }}
        >
          {notice.login}
        </button>
      </form>
      <h3 className={styles.subTitle}>{notice.otherWays}</h3>
      <ul role="list" className={styles.ways}>
        <li>
          {notice.phone}{' '}
          <a className={`${styles.phone} tel`} href={telHref(servicePhone)}>
            {servicePhone}
          </a>{' '}
          <span className={styles.hours}>평일 {serviceHours.weekdays}</span>
        </li>
        <li>
          <a href="/counsel/business">{notice.business}</a>
          <span className={styles.status}> · {notice.businessNote}</span>
        </li>
      </ul>
    </section>
  );
}
