// The consultation form (/user/write, 상담 문의): its values, its rules, and the row it sends.
import type { TablesInsert } from '../supabase/database.types';
import { businessNumberForSubmit, validateBusinessNumber } from './business-number';
import { collectErrors, type FormErrors } from './errors';
import { validateContent, validatePrivacyConsent, validateSector } from './fields';
import { validateName } from './name';
import { validatePhone } from './phone';

/** What the form holds while the person types; names follow the inquiries table. */
export interface InquiryForm {
  name: string;
  tel: string;
  sector: string;
  /** Empty when the person has none. */
  company_no: string;
  content: string;
  privacy_consent: boolean;
  marketing_consent: boolean;
}

/** Exactly the columns a member may write (the table's insert grant). */
export type InquiryInsert = Pick<
  TablesInsert<'inquiries'>,
  'name' | 'tel' | 'sector' | 'company_no' | 'content' | 'privacy_consent' | 'marketing_consent'
>;

export const EMPTY_INQUIRY: InquiryForm = {
  name: '',
  tel: '',
  sector: '',
  company_no: '',
  content: '',
  privacy_consent: false,
  marketing_consent: false,
};

export const validateInquiry = (form: InquiryForm): FormErrors<InquiryForm> =>
  collectErrors<InquiryForm>({
    name: validateName(form.name),
    tel: validatePhone(form.tel),
    sector: validateSector(form.sector),
    company_no: validateBusinessNumber(form.company_no),
    content: validateContent(form.content),
    privacy_consent: validatePrivacyConsent(form.privacy_consent),
  });

/** The row to insert; values go as typed, so the database judges what the form judged. */
export const toInquiryInsert = (form: InquiryForm): InquiryInsert => ({
  name: form.name,
  tel: form.tel,
  sector: form.sector,
  company_no: businessNumberForSubmit(form.company_no),
  content: form.content,
  privacy_consent: form.privacy_consent,
  marketing_consent: form.marketing_consent,
});
