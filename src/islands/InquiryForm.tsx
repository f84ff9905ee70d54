import type { SubmitEvent } from 'react';
import { formatBusinessNumber } from '../lib/forms/business-number';
import { INQUIRY_PRIVACY_ITEMS, MARKETING_CONSENT, PRIVACY_CONSENT } from '../lib/forms/consents';
import { EMPTY_INQUIRY, toInquiryInsert, validateInquiry, type InquiryForm as Form } from '../lib/forms/inquiry';
import { SECTOR_MAX } from '../lib/forms/limits';
import { formatPhone } from '../lib/forms/phone';
import { INQUIRY_SEND_FAILED, INQUIRY_SENT } from '../lib/messages';
import { submitInquiry } from '../lib/supabase/inquiries';
import { confirmSession } from '../lib/session';
import { withLoading } from '../stores/loading';
import { openPopup } from '../stores/popup';
import { showToastAfterNavigation } from '../stores/toast';
import { ConsentFields } from './shared/ConsentFields';
import { IslandBoundary } from './shared/IslandBoundary';
import { TextField } from './shared/TextField';
import { useDraftForm } from './shared/useDraftForm';
import styles from './shared/Form.module.css';

const ID = 'inquiry';
const ORDER = ['name', 'tel', 'sector', 'company_no', 'content', 'privacy_consent'] as const;
const PRIVACY = PRIVACY_CONSENT(INQUIRY_PRIVACY_ITEMS);

/** /user/write: the consultation form (상담 문의). Success → toast → the inquiry list. */
function ConsultationForm() {
  const form = useDraftForm<Form>({
    draft: 'inquiry',
    empty: EMPTY_INQUIRY,
    validate: validateInquiry,
    order: ORDER,
    idPrefix: ID,
    format: { tel: formatPhone, company_no: formatBusinessNumber },
    failure: INQUIRY_SEND_FAILED,
  });
  const { values, setField, touch, shownError } = form;
  const text = (field: 'name' | 'tel' | 'sector' | 'company_no' | 'content') => ({
    id: `${ID}-${field}`,
    name: field,
    value: values[field],
    onBlur: () => touch(field),
    error: shownError(field),
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The draft is already saved: after the sign-in round trip the form comes back as it was.
    // Offline the check cannot finish; the insert then fails with the connection message.
    const member = await confirmSession().catch(() => true);
    if (!member) return openPopup('login');
    const sent = await form.submit((current) => withLoading(() => submitInquiry(toInquiryInsert(current))).then(() => undefined));
    if (sent) {
      showToastAfterNavigation(INQUIRY_SENT);
      window.location.assign('/user/inquiry');
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title" className="visually-hidden">
        상담 문의 작성
      </h2>
      {form.restored && <p className={styles.notice}>작성하던 내용을 불러왔습니다.</p>}
      <TextField {...text('name')} label="이름" required input={{ autoComplete: 'name', enterKeyHint: 'next' }} onChange={(v) => setField('name', v)} />
      <TextField
        {...text('tel')}
        label="연락처"
        required
        hint="숫자만 입력하면 010-0000-0000 형식으로 바뀝니다."
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', placeholder: '010-0000-0000' }}
        onChange={(v) => setField('tel', formatPhone(v))}
      />
      <TextField
        {...text('sector')}
        label="업종"
        required
        input={{ maxLength: SECTOR_MAX, placeholder: '예: 정육점, 카페, 의류 매장' }}
        onChange={(v) => setField('sector', v)}
      />
      <TextField
        {...text('company_no')}
        label="사업자등록번호"
        hint="숫자 10자리 (없으면 비워 두세요)"
        // No maxLength: a pasted '220-81-62517' is longer than ten, and the formatter keeps the digits.
        input={{ inputMode: 'numeric', autoComplete: 'off' }}
        onChange={(v) => setField('company_no', formatBusinessNumber(v))}
      />
      <TextField {...text('content')} label="문의 내용" required multiline onChange={(v) => setField('content', v)} />
      <ConsentFields
        idPrefix={ID}
        privacy={{
          text: PRIVACY,
          checked: values.privacy_consent,
          onChange: (v) => setField('privacy_consent', v),
          onBlur: () => touch('privacy_consent'),
          error: shownError('privacy_consent'),
        }}
        marketing={{ text: MARKETING_CONSENT, checked: values.marketing_consent, onChange: (v) => setField('marketing_consent', v), onBlur: () => undefined }}
      />
      {form.formError && (
        <p className={styles.formError} role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className={styles.submit} aria-disabled={!form.canSend}>
        {form.submitting ? '보내는 중…' : '문의하기'}
      </button>
    </form>
  );
}

export default function InquiryForm() {
  return (
    <IslandBoundary area="inquiry-form">
      <ConsultationForm />
    </IslandBoundary>
  );
}
