import type { ReactNode } from 'react';
import type { FormValues } from '../../lib/forms/drafts';
import { marketingConsent, privacyConsent, type ConsentCopy } from '../../lib/forms/consents';
import { ConsentFields } from './ConsentFields';
import { TextField } from './TextField';
import type { TextKey, useDraftForm } from './useDraftForm';
import styles from './Form.module.css';

/** What the consultation and partnership forms ask alike, after their own fields. */
interface CommonFields {
  company_no: string;
  content: string;
  privacy_consent: boolean;
  marketing_consent: boolean;
}

interface Props<F extends FormValues<F> & CommonFields> {
  form: ReturnType<typeof useDraftForm<F>>;
  idPrefix: string;
  /** The consent sentences from the CMS, and what this form collects. */
  consents: ConsentCopy;
  privacyItems: string;
  /** Shown between a failure message and the button (the partnership form's sent notice). */
  children?: ReactNode;
}

/**
 * The end both inquiry forms share: business registration number, content, the consents, the
 * failure message and 문의하기 (aria-disabled, so pressing it early shows every message).
 */
export function CommonInquiryFields<F extends FormValues<F> & CommonFields>({
  form,
  idPrefix,
  consents,
  privacyItems,
  children,
}: Props<F>) {
  const { values, setField, touch, shownError } = form;
  // CommonFields makes both text keys of F; TypeScript cannot see that through a generic F.
  const text = (field: 'company_no' | 'content') => form.textField(field as TextKey<F>);
  return (
    <>
      <TextField
        {...text('company_no')}
        label="사업자등록번호"
        hint="숫자 10자리 (없으면 비워 두세요)"
        // No maxLength: a pasted '220-81-62517' is longer than ten, and the formatter keeps the digits.
        input={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <TextField {...text('content')} label="문의 내용" required multiline />
      <ConsentFields
        idPrefix={idPrefix}
        legend={consents.legend}
        privacy={{
          text: privacyConsent(consents, privacyItems),
          checked: values.privacy_consent,
          onChange: (v) => setField('privacy_consent', v as F['privacy_consent']),
          onBlur: () => touch('privacy_consent'),
          error: shownError('privacy_consent'),
        }}
        marketing={{
          text: marketingConsent(consents),
          checked: values.marketing_consent,
          onChange: (v) => setField('marketing_consent', v as F['marketing_consent']),
          onBlur: () => undefined,
        }}
      />
      {form.formError && (
        <p className={styles.formError} role="alert">
          {form.formError}
        </p>
      )}
      {children}
      <button type="submit" className={styles.submit} aria-disabled={!form.canSend}>
        {form.submitting ? '보내는 중…' : '문의하기'}
      </button>
    </>
  );
}
