import { GUEST_NOTICE, LOGIN_REASON_MEMBER_AREA } from '../../lib/messages';
import { telHref } from '../../lib/tel';
import { openPopup } from '../../stores/popup';
import type { SiteSettingsQueryResult } from '../../lib/content/sanity.types';
import styles from './UserPages.module.css';

type Settings = NonNullable<SiteSettingsQueryResult>;

export interface ServiceLine {
  servicePhone: Settings['servicePhone'];
  serviceHours: Settings['serviceHours'];
}

/**
 * A guest on a /user page: why the page needs a login, the way to log in, and the ways to get in
 * touch without one (docs/product.md#member-area). It stays on the page when the login dialog closes.
 */
export function GuestNotice({ servicePhone, serviceHours }: ServiceLine) {
  return (
    <section className={styles.panel} aria-labelledby="guest-notice-title">
      <h2 id="guest-notice-title" className={styles.panelTitle}>
        {GUEST_NOTICE.title}
      </h2>
      <p>
        {GUEST_NOTICE.why} {GUEST_NOTICE.privacy}
      </p>
      <p className={styles.actions}>
        <button type="button" className={styles.primaryLink} onClick={() => openPopup('login', LOGIN_REASON_MEMBER_AREA)}>
          {GUEST_NOTICE.login}
        </button>
      </p>
      <h3 className={styles.subTitle}>{GUEST_NOTICE.otherWays}</h3>
      <ul role="list" className={styles.ways}>
        <li>
          {GUEST_NOTICE.phone}{' '}
          <a className={styles.phone} href={telHref(servicePhone)}>
            {servicePhone}
          </a>{' '}
          <span className={styles.hours}>평일 {serviceHours.weekdays}</span>
        </li>
        <li>
          <a href="/counsel/business">{GUEST_NOTICE.business}</a>
          <span className={styles.status}> · {GUEST_NOTICE.businessNote}</span>
        </li>
      </ul>
    </section>
  );
}
