import type { SubmitEvent } from 'react';
import { formatBusinessNumber } from '../../lib/forms/business-number';
import { INQUIRY_PRIVACY_ITEMS, type ConsentCopy } from '../../lib/forms/consents';
import { EMPTY_INQUIRY, validateInquiry, type InquiryForm as Form } from '../../lib/forms/inquiry';
import { SECTOR_MAX } from '../../lib/forms/limits';
import { formatPhone } from '../../lib/forms/phone';
import { DRAFT_RESTORED, INQUIRY_SENT } from '../../lib/messages';
import { openDialog } from '../../stores/dialog';
import { showToastAfterNavigation } from '../../stores/toast';
import { CommonInquiryFields } from './CommonInquiryFields';
import { IslandBoundary } from '../ui/IslandBoundary';
import { sendInquiry } from './send-inquiry';
import { TextField } from './TextField';
import { useDraftForm } from './useDraftForm';
import styles from './Form.module.css';

const ID = 'inquiry';
const ORDER = ['name', 'tel', 'sector', 'company_no', 'content', 'privacy_consent'] as const;

/** /user/write: the consultation form (상담 문의). Success → toast → the inquiry list. */
interface Props {
  /** The consent sentences from the CMS (siteCopy.consents), handed down by the page. */
  consents: ConsentCopy;
}

function ConsultationForm({ consents }: Props) {
  const form = useDraftForm<Form>({
    draft: 'inquiry',
    empty: EMPTY_INQUIRY,
    validate: validateInquiry,
    send: sendInquiry,
    order: ORDER,
    idPrefix: ID,
    format: { tel: formatPhone, company_no: formatBusinessNumber },
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit();
    // The draft is already saved: after the sign-in round trip the form comes back as it was.
    if (outcome.kind === 'sign-in') openDialog('login');
    else if (outcome.kind === 'sent') {
      showToastAfterNavigation(INQUIRY_SENT);
      window.location.assign('/user/inquiry');
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title" className="visually-hidden">
        상담 문의 작성
      </h2>
      {form.restored && <p className={styles.notice}>{DRAFT_RESTORED}</p>}
      <TextField
        {...form.textField('name')}
        label="이름"
        required
        input={{ autoComplete: 'name', enterKeyHint: 'next' }}
      />
      <TextField
        {...form.textField('tel')}
        label="연락처"
        required
        hint="숫자만 입력하면 010-0000-0000 형식으로 바뀝니다."
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '010-0000-0000' }}
      />
      <TextField
        {...form.textField('sector')}
        label="업종"
        required
        input={{ maxLength: SECTOR_MAX, placeholder: '예: 정육점, 카페, 의류 매장' }}
      />
      <CommonInquiryFields form={form} idPrefix={ID} consents={consents} privacyItems={INQUIRY_PRIVACY_ITEMS} />
    </form>
  );
}

export default function InquiryForm({ consents }: Props) {
  return (
    <IslandBoundary area="inquiry-form">
      <ConsultationForm consents={consents} />
    </IslandBoundary>
  );
}
