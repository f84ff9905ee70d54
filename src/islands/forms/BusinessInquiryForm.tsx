import { useState, type SubmitEvent } from 'react';
import {
  EMPTY_BUSINESS_INQUIRY,
  validateBusinessInquiry,
  type BusinessInquiryForm as Form,
} from '../../lib/forms/business-inquiry';
import { formatBusinessNumber } from '../../lib/forms/business-number';
import { BUSINESS_PRIVACY_ITEMS, type ConsentCopy } from '../../lib/forms/consents';
import { COMPANY_MAX } from '../../lib/forms/limits';
import { formatBusinessPhone } from '../../lib/forms/phone';
import { BUSINESS_SENT, DRAFT_RESTORED } from '../../lib/messages';
import { showToast } from '../../stores/toast';
import { CommonInquiryFields } from './CommonInquiryFields';
import { IslandBoundary } from '../ui/IslandBoundary';
import { sendBusinessInquiry } from './send-business-inquiry';
import { TextField } from './TextField';
import { useDraftForm } from './useDraftForm';
import styles from './Form.module.css';

const ID = 'business';
const ORDER = ['name', 'tel', 'company', 'company_no', 'content', 'privacy_consent'] as const;

/** /counsel/business: the partnership form, for guests and members alike. */
interface Props {
  /** The consent sentences from the CMS (siteCopy.consents), handed down by the page. */
  consents: ConsentCopy;
  /** What follows the sent message (siteCopy.inquiries.businessSent). */
  sentNote: string;
}

function PartnershipForm({ consents, sentNote }: Props) {
  const form = useDraftForm<Form>({
    draft: 'business-inquiry',
    empty: EMPTY_BUSINESS_INQUIRY,
    validate: validateBusinessInquiry,
    send: sendBusinessInquiry,
    order: ORDER,
    idPrefix: ID,
    format: { tel: formatBusinessPhone, company_no: formatBusinessNumber },
  });
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    if ((await form.submit()).kind === 'sent') {
      setSent(true);
      showToast(BUSINESS_SENT);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="business-form-title">
      <h2 id="business-form-title" className="visually-hidden">
        제휴 문의 작성
      </h2>
      {form.restored && <p className={styles.notice}>{DRAFT_RESTORED}</p>}
      <TextField {...form.textField('name')} label="이름" required input={{ autoComplete: 'name' }} />
      <TextField
        {...form.textField('tel')}
        label="연락처"
        required
        hint="휴대전화나 매장 전화번호를 숫자만 입력해 주세요."
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '010-0000-0000' }}
      />
      <TextField
        {...form.textField('company')}
        label="상호명 또는 업종"
        required
        input={{
          maxLength: COMPANY_MAX,
          autoComplete: 'organization',
          placeholder: '업종을 입력해 주세요. 예: 카페, 꽃집',
        }}
      />
      <CommonInquiryFields form={form} idPrefix={ID} consents={consents} privacyItems={BUSINESS_PRIVACY_ITEMS}>
        {/* The toast announces it; this line stays for whoever looks again. */}
        {sent && (
          <p className={styles.notice}>
            {BUSINESS_SENT}. {sentNote}
          </p>
        )}
      </CommonInquiryFields>
    </form>
  );
}

export default function BusinessInquiryForm({ consents, sentNote }: Props) {
  return (
    <IslandBoundary area="business-inquiry-form">
      <PartnershipForm consents={consents} sentNote={sentNote} />
    </IslandBoundary>
  );
}
