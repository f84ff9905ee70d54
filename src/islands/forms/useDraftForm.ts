import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { clearDraft, hasInput, loadDraft, saveDraft, type DraftName, type FormValues } from '../../lib/forms/drafts';
import { fieldOfCheckViolation, isValid, type FormErrors } from '../../lib/forms/errors';
import { CHECK_MESSAGE, messageOf, UserFacingError } from '../../lib/supabase/errors';
import { typedBeforeHydration, type FieldFormats } from './typedBeforeHydration';

interface Options<F> {
  draft: DraftName;
  empty: F;
  validate: (form: F) => FormErrors<F>;
  /** Field order on screen: the first invalid one gets focus. */
  order: readonly (keyof F & string)[];
  /** Element ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Shown before the reason when sending fails. */
  failure: string;
  /** Formatters applied to a field's text as it is typed (phone, business number). */
  format?: FieldFormats<F>;
}

/** The fields of F that hold text (TextField's), as opposed to the consent checkboxes. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * State of an inquiry form: values kept as a draft (sessionStorage) on every change, errors
 * shown after a field is left or the form is sent, the database's CHECK refusals shown at
 * their field, and one request at a time however often the button is pressed.
 */
export function useDraftForm<F extends FormValues<F>>({ draft, empty, validate, order, idPrefix, failure, format }: Options<F>) {
  const [values, setValues] = useState<F>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [restored, setRestored] = useState(false);
  // A ref, not state: two clicks in the same frame both see the state before re-render.
  const sending = useRef(false);

  useEffect(() => {
    // After hydration, so the server HTML (an empty form) and the first render agree.
    const saved = loadDraft(draft, empty);
    // Typing before hydration is newer than the draft, so it wins field by field.
    const typed = typedBeforeHydration(empty, idPrefix, format);
    const merged: F = { ...saved, ...typed };
    if (!hasInput(merged, empty)) return;
    setValues(merged);
    if (hasInput(saved, empty)) setRestored(true);
    if (hasInput({ ...empty, ...typed }, empty)) saveDraft(draft, merged, empty);
    // Only on mount: `format` is a fresh object on every render of the form.
  }, [draft, empty, idPrefix]);

  const errors: FormErrors<F> = { ...validate(values), ...serverErrors };
  const shownError = (field: keyof F) => (touched[field] || showAll ? errors[field] : undefined);

  const setField = <K extends keyof F>(field: K, raw: F[K]) => {
    const formatter = format?.[field];
    const value = (formatter && typeof raw === 'string' ? formatter(raw) : raw) as F[K];
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(draft, next, empty);
    if (serverErrors[field]) {
      const remaining = { ...serverErrors };
      delete remaining[field];
      setServerErrors(remaining);
    }
  };

  const touch = (field: keyof F) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));

  /** Everything a TextField needs for `field`; its formatter applies as it is typed. */
  const textField = (field: TextKey<F>) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field] as string,
    onChange: (value: string) => setField(field, value as F[TextKey<F>]),
    onBlur: () => touch(field),
    error: shownError(field),
  });

  const focusField = (field: keyof F & string) => document.getElementById(`${idPrefix}-${field}`)?.focus();

  /** Sends the form once; on failure keeps every field and says why in Korean. */
  async function submit(send: (form: F) => Promise<void>): Promise<boolean> {
    if (sending.current) return false;
    const clientErrors = validate(values);
    if (!isValid(clientErrors)) {
      flushSync(() => setShowAll(true)); // render the messages before focus lands on the field
      const first = order.find((field) => clientErrors[field]);
      if (first) focusField(first);
      return false;
    }
    sending.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await send(values);
      clearDraft(draft);
      setValues(empty);
      setTouched({});
      setShowAll(false);
      setRestored(false);
      return true;
    } catch (error) {
      console.warn('[form] sending failed', error);
      const field = error instanceof UserFacingError && error.reason === 'check' ? fieldOfCheckViolation(error.failure) : undefined;
      const known = order.find((f) => f === field);
      if (known) {
        flushSync(() => setServerErrors({ [known]: clientErrors[known] ?? CHECK_MESSAGE } as FormErrors<F>));
        focusField(known);
      }
      setFormError(messageOf(error, failure));
      return false;
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  return {
    values,
    setField,
    textField,
    touch,
    shownError,
    canSend: isValid(errors) && !submitting,
    submitting,
    submit,
    formError,
    restored,
    reset: () => {
      setValues(empty);
      clearDraft(draft);
    },
  };
}
