import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { forgetMember } from '../../../lib/supabase/device-sign-out';
import { messageOf } from '../../../lib/supabase/errors';
import { withLoading } from '../../../stores/loading';
import { deleteAccount } from '../../../stores/session';
import { showToastAfterNavigation } from '../../../stores/toast';
import { Dialog } from '../../layers/Dialog';
import forms from '../../forms/Form.module.css';
import styles from './Account.module.css';

interface Props {
  /** What goes and what stays, and for how long (siteCopy.account). */
  deleted: string;
  kept: string;
}

/**
 * 회원 탈퇴, as easy as joining (PIPA Art. 38(4)): one press, one confirmation that says what is
 * deleted and what is kept and for how long, then the site signs this browser out and says so.
 */
export function AccountDeletion({ deleted, kept }: Props) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState('');

  const confirm = async () => {
    setFailure('');
    try {
      await withLoading(deleteAccount);
      // Like every sign-out on a shared shop PC: no draft and no stored session stay behind.
      forgetMember('this-tab');
      showToastAfterNavigation(ACCOUNT_MESSAGES.deleted);
      window.location.assign('/');
    } catch (error) {
      setFailure(messageOf(error, '회원 탈퇴를 처리하지 못했습니다.'));
    }
  };

  return (
    <>
      <p className={styles.row}>
        <button type="button" className={styles.danger} onClick={() => setOpen(true)}>
          회원 탈퇴하기
        </button>
      </p>
      <Dialog open={open} title="정말 탈퇴하시겠습니까?" onClose={() => setOpen(false)}>
        <div className={styles.confirm}>
          <p>{deleted}</p>
          <p>{kept}</p>
        </div>
        {failure && (
          <p role="alert" className={forms.formError}>
            {failure}
          </p>
        )}
        {/* 취소 first: the dialog opens with focus on it, so a stray Enter deletes nothing. */}
        <div className={styles.confirmActions}>
          <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
            취소
          </button>
          <button type="button" className={styles.danger} onClick={() => void confirm()}>
            탈퇴하기
          </button>
        </div>
      </Dialog>
    </>
  );
}
