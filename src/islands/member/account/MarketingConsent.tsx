import { useState } from 'react';
import { messageOf } from '../../../lib/supabase/errors';
import { setMarketingConsent } from '../../../lib/supabase/profiles';
import { withLoading } from '../../../stores/loading';
import { marketingStatus, type ProfileView } from './account-view';
import forms from '../../forms/Form.module.css';
import styles from './Account.module.css';

interface Props {
  uid: string;
  profile: ProfileView;
  privacyNote: string;
  onChanged: (consent: Pick<ProfileView, 'marketingConsent' | 'marketingConsentAt'>) => void;
}

/**
 * The member-level marketing consent, granted or withdrawn in one press; the date shown is the one
 * the database stamped (docs/product.md#member-rights). Withdrawing is as easy as granting.
 */
export function MarketingConsent({ uid, profile, privacyNote, onChanged }: Props) {
  const [failure, setFailure] = useState('');
  const consent = profile.marketingConsent;

  const toggle = async () => {
    setFailure('');
    try {
      const saved = await withLoading(() => setMarketingConsent(uid, !consent));
      onChanged({ marketingConsent: saved.marketing_consent, marketingConsentAt: saved.marketing_consent_at });
    } catch (error) {
      setFailure(messageOf(error, '마케팅 정보 수신 동의를 바꾸지 못했습니다.'));
    }
  };

  return (
    <div className={styles.consents}>
      <div className={styles.consent}>
        <h3 className={styles.subTitle}>마케팅 정보 수신 (선택)</h3>
        {/* A live region: the new state and its date are read out after a press. */}
        <p className={styles.state} data-consent={consent} role="status">
          {marketingStatus(consent, profile.marketingConsentAt)}
        </p>
        <p className={styles.row}>
          <button type="button" className={consent ? styles.secondary : styles.primary} onClick={() => void toggle()}>
            {consent ? '수신 동의 철회하기' : '수신 동의하기'}
          </button>
        </p>
        {failure && (
          <p role="alert" className={forms.formError}>
            {failure}
          </p>
        )}
      </div>
      <div className={styles.consent}>
        <h3 className={styles.subTitle}>개인정보 수집·이용 (필수)</h3>
        <p className={styles.state}>{privacyNote}</p>
      </div>
    </div>
  );
}
