import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { messageOf } from '../../../lib/supabase/errors';
import { exportFile, exportMyData } from '../../../lib/supabase/my-data';
import { withLoading } from '../../../stores/loading';
import forms from '../../forms/Form.module.css';
import styles from './Account.module.css';

/** 내 정보 내려받기: the database's export of this member, fetched at the press, saved as a JSON file. */
export function ExportButton() {
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');

  const download = async () => {
    setFailure('');
    try {
      const data = await withLoading(exportMyData);
      const file = exportFile(data, new Date());
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.name;
      link.click();
      // The browser has taken the file once the click ran; the blob URL is no longer needed after.
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
      setSaid(ACCOUNT_MESSAGES.exported);
    } catch (error) {
      setSaid('');
      setFailure(messageOf(error, '내 정보를 내려받지 못했습니다.'));
    }
  };

  return (
    <>
      <p className={styles.row}>
        <button type="button" className={styles.primary} onClick={() => void download()}>
          JSON 파일로 내려받기
        </button>
        <span role="status" className={styles.done}>
          {said}
        </span>
      </p>
      {failure && (
        <p role="alert" className={forms.formError}>
          {failure}
        </p>
      )}
    </>
  );
}
