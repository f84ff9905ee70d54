// The partnership form (/counsel/business, 제휴 문의): its values, its rules, and the row it sends.
import type { TablesInsert } from '../supabase/database.types';
import { businessNumberForSubmit, validateBusinessNumber } from './business-number';
import { collectErrors, type FormErrors } from './errors';
import { validateCompany, validateContent, validatePrivacyConsent } from './fields';
import { validateName } from './name';
import { validateBusinessPhone } from './phone';

/** What the form holds while the person types; names follow the business_inquiries table. */
export interface BusinessInquiryForm {
  name: string;
  tel: string;
  company: string;
  /** Empty when the person has none. */
  company_no: string;
  content: string;
  privacy_consent: boolean;
  marketing_consent: boolean;
}

/** Exactly the columns a guest or member may write (the table's insert grant). */
export type BusinessInquiryInsert = Pick<
  TablesInsert<'business_inquiries'>,
  'name' | 'tel' | 'company' | 'company_no' | 'content' | 'privacy_consent' | 'marketing_consent'
>;

export const EMPTY_BUSINESS_INQUIRY: BusinessInquiryForm = {
  name: '',
  tel: '',
  company: '',
  company_no: '',
  content: '',
  privacy_consent: false,
  marketing_consent: false,
};

export const validateBusinessInquiry = (form: BusinessInquiryForm): FormErrors<BusinessInquiryForm> =>
  collectErrors<BusinessInquiryForm>({
    name: validateName(form.name),
    tel: validateBusinessPhone(form.tel),
    company: validateCompany(form.company),
    company_no: validateBusinessNumber(form.company_no),
    content: validateContent(form.content),
    privacy_consent: validatePrivacyConsent(form.privacy_consent),
  });

export const toBusinessInquiryInsert = (form: BusinessInquiryForm): BusinessInquiryInsert => ({
  name: form.name,
  tel: form.tel,
  company: form.company,
  company_no: businessNumberForSubmit(form.company_no),
  content: form.content,
  privacy_consent: form.privacy_consent,
  marketing_consent: form.marketing_consent,
});
