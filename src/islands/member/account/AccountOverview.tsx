import { useCallback, useEffect, useState } from 'react';
import type { SiteCopyQueryResult } from '../../../lib/content/sanity.types';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { confirmSession } from '../../../stores/session';
import { messageOf } from '../../../lib/supabase/errors';
import { exportMyData } from '../../../lib/supabase/my-data';
import { withLoading } from '../../../stores/loading';
import { IslandBoundary } from '../../ui/IslandBoundary';
import { useAuth } from '../useAuth';
import { accountView, type AccountView } from './account-view';
import { AccountDeletion } from './AccountDeletion';
import { ExportButton } from './ExportButton';
import { MarketingConsent } from './MarketingConsent';
import { ProfileEditor } from './ProfileEditor';
import { ProviderFields, Records } from './AccountRecords';
import { Section } from './Section';
import pages from '../UserPages.module.css';
import styles from './Account.module.css';

/** 내 정보's words from the CMS (siteCopy.account), handed down by the page. */
export type AccountCopy = NonNullable<SiteCopyQueryResult>['account'];

type Loaded = { status: 'loading' } | { status: 'ready'; view: AccountView } | { status: 'error'; message: string };

/**
 * /user/account (docs/product.md#member-rights): everything the site holds about the member, read
 * from the database's own export, with their name, phone and marketing consent to change, the
 * export to download, and 회원 탈퇴.
 */
function Overview({ copy }: { copy: AccountCopy }) {
  const { uid } = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    (async () => {
      // Only a confirmed session reads the data; a stale one turns into the guest view instead.
      if (!(await confirmSession())) return;
      const data = await withLoading(exportMyData);
      if (current) setLoaded({ status: 'ready', view: accountView(data) });
    })().catch((error: unknown) => {
      if (current) setLoaded({ status: 'error', message: messageOf(error, '내 정보를 불러오지 못했습니다.') });
    });
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  const update = useCallback(
    (change: (view: AccountView) => AccountView) =>
      setLoaded((state) => (state.status === 'ready' ? { status: 'ready', view: change(state.view) } : state)),
    [],
  );

  // A guest reads the gate's notice (UserGate) instead; before the session is known, the waiting
  // line shows only where a session is stored (guest-pre-paint.ts).
  if (uid === '') return null;
  if (loaded.status !== 'ready' || uid === undefined) {
    return (
      <div className={uid === undefined ? `${pages.panel} ${pages.ifStoredSession}` : pages.panel}>
        {loaded.status === 'error' ? (
          <>
            <p role="alert">{loaded.message}</p>
            <p className={pages.actions}>
              <button type="button" className={pages.secondaryLink} onClick={() => setAttempt((n) => n + 1)}>
                다시 불러오기
              </button>
            </p>
          </>
        ) : (
          <p className={pages.status} role="status">
            {ACCOUNT_MESSAGES.loading}
          </p>
        )}
      </div>
    );
  }

  const { view } = loaded;
  return (
    <div className={styles.sections}>
      <Section id="account-profile" title={copy.profileTitle} intro={copy.profileIntro}>
        <ProfileEditor
          uid={uid}
          profile={view.profile}
          onSaved={(saved) => update((v) => ({ ...v, profile: { ...v.profile, ...saved } }))}
        />
      </Section>
      <Section id="account-provider" title={copy.providerTitle} intro={copy.providerIntro}>
        <ProviderFields view={view} />
      </Section>
      <Section id="account-consents" title={copy.consentsTitle} intro={copy.marketingIntro}>
        <MarketingConsent
          uid={uid}
          profile={view.profile}
          privacyNote={copy.privacyConsentNote}
          onChanged={(consent) => update((v) => ({ ...v, profile: { ...v.profile, ...consent } }))}
        />
      </Section>
      <Section id="account-records" title={copy.recordsTitle} intro={copy.recordsIntro}>
        <Records view={view} />
      </Section>
      <Section id="account-export" title={copy.exportTitle} intro={copy.exportIntro}>
        <ExportButton />
      </Section>
      <Section id="account-withdraw" title={copy.withdrawTitle} intro={copy.withdrawIntro} tone="danger">
        <AccountDeletion deleted={copy.withdrawDeleted} kept={copy.withdrawKept} />
      </Section>
    </div>
  );
}

export default function AccountOverview({ copy }: { copy: AccountCopy }) {
  return (
    <IslandBoundary area="account-overview">
      <Overview copy={copy} />
    </IslandBoundary>
  );
}
