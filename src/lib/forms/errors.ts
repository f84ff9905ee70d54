// How a form reports problems: one Korean message per refused field.

/** Field name → message, only for the fields that are refused. */
export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** Keeps the checks that returned a message. */
export function collectErrors<F>(checks: { [K in keyof F]?: string | null }): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(checks) as (keyof F)[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export const isValid = <F>(errors: FormErrors<F>): boolean => Object.keys(errors).length === 0;

/**
 * The field behind each CHECK constraint of the two inquiry tables and the profile, so a refusal from the
 * database (code 23514, message `... violates check constraint "inquiries_tel_format"`)
 * can be shown next to the right input, the same way the form's own check would.
 */
const CHECK_CONSTRAINT_FIELDS = {
  inquiries_name_length: 'name',
  inquiries_tel_format: 'tel',
  inquiries_sector_length: 'sector',
  inquiries_company_no_valid: 'company_no',
  inquiries_content_length: 'content',
  inquiries_privacy_consent_given: 'privacy_consent',
  business_inquiries_name_length: 'name',
  business_inquiries_tel_format: 'tel',
  business_inquiries_company_length: 'company',
  business_inquiries_company_no_valid: 'company_no',
  business_inquiries_content_length: 'content',
  business_inquiries_privacy_consent_given: 'privacy_consent',
  profiles_name_length: 'name',
  profiles_tel_format: 'tel',
  // No spreadsheet formula at the start (docs/database.md#exports-that-cannot-run-formulas).
  inquiries_name_export_safe: 'name',
  inquiries_sector_export_safe: 'sector',
  inquiries_content_export_safe: 'content',
  business_inquiries_name_export_safe: 'name',
  business_inquiries_company_export_safe: 'company',
  business_inquiries_content_export_safe: 'content',
  profiles_name_export_safe: 'name',
} as const;

type CheckedField = (typeof CHECK_CONSTRAINT_FIELDS)[keyof typeof CHECK_CONSTRAINT_FIELDS];

/** The form field a database CHECK violation is about, if it is one of the forms' rules. */
export function fieldOfCheckViolation(error: { code?: string; message: string }): CheckedField | undefined {
  if (error.code !== '23514') return undefined;
  const name = /check constraint "([a-z_]+)"/.exec(error.message)?.[1];
  return name && name in CHECK_CONSTRAINT_FIELDS
    ? CHECK_CONSTRAINT_FIELDS[name as keyof typeof CHECK_CONSTRAINT_FIELDS]
    : undefined;
}
