import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { clearDraft, type DraftName, type FormValues, hasInput, loadDraft, saveDraft } from '../../lib/forms/drafts';
import { type FormErrors, isValid } from '../../lib/forms/errors';
import { onMemberForgotten } from '../../lib/supabase/device-sign-out';
import type { SendOutcome } from './send-outcome';
import { type FieldFormats, typedBeforeHydration } from './typedBeforeHydration';

interface Options<F> {
  draft: DraftName;
  empty: F;
  /** The form's rules, for the messages shown while typing and the button's state. */
  validate: (form: F) => FormErrors<F>;
  /** The form's submit path (send-*.ts): called once per press. */
  send: (form: F) => Promise<SendOutcome<F>>;
  /** Field order on screen: the first invalid one gets focus. */
  order: readonly (keyof F & string)[];
  /** Element ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Formatters applied to a field's text as it is typed (phone, business number). */
  format?: FieldFormats<F>;
}

/** The fields of F that hold text (TextField's), as opposed to the consent checkboxes. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * State of an inquiry form: values kept as a draft (sessionStorage) on every change, errors
 * shown after a field is left or the form is sent, and what the last send came back with
 * (the database's CHECK refusals at their field, a failure sentence). Sending is the form's
 * action; the hook only applies its outcome.
 */
export function useDraftForm<F extends FormValues<F>>({
  draft,
  empty,
  validate,
  send,
  order,
  idPrefix,
  format,
}: Options<F>) {
  const [values, setValues] = useState<F>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof F, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [restored, setRestored] = useState(false);
  /** Whether the person typed on this page, as opposed to a draft restored from storage. */
  const typedHere = useRef(false);

  useEffect(() => {
    // After hydration, so the server HTML (an empty form) and the first render agree.
    const saved = loadDraft(draft, empty);
    // Typing before hydration is newer than the draft, so it wins field by field.
    const typed = typedBeforeHydration(empty, idPrefix, format);
    const merged: F = { ...saved, ...typed };
    if (!hasInput(merged, empty)) return;
    setValues(merged);
    if (hasInput(saved, empty)) setRestored(true);
    if (hasInput({ ...empty, ...typed }, empty)) {
      typedHere.current = true;
      saveDraft(draft, merged, empty);
    }
    // Only on mount: `format` is a fresh object on every render of the form.
  }, [draft, empty, idPrefix]);

  // Someone signed out on purpose, here or in another tab: a shared PC shows the next person an
  // empty form (docs/product.md#auth-state). When a session merely ended, what was typed on this
  // page stays for the person typing, and a draft restored from storage goes with the session.
  useEffect(
    () =>
      onMemberForgotten((path) => {
        if (path === 'session-ended' && typedHere.current) return;
        setValues(empty);
        setTouched({});
        setShowAll(false);
        setServerErrors({});
        setFormError(null);
        setRestored(false);
      }),
    [empty],
  );

  const errors: FormErrors<F> = { ...validate(values), ...serverErrors };
  const shownError = (field: keyof F) => (touched[field] || showAll ? errors[field] : undefined);

  const setField = <K extends keyof F>(field: K, raw: F[K]) => {
    const formatter = format?.[field];
    const value = (formatter && typeof raw === 'string' ? formatter(raw) : raw) as F[K];
    const next = { ...values, [field]: value };
    typedHere.current = true;
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

  /** Shows every message (with the database's refusals, if any) and focuses the first refused field. */
  const showErrors = (refused: FormErrors<F>, fromDatabase?: FormErrors<F>) => {
    // Rendered before focus lands on the field, so the field is read with its message.
    flushSync(() => {
      setShowAll(true);
      if (fromDatabase) setServerErrors(fromDatabase);
    });
    const first = order.find((field) => refused[field]);
    if (first) focusField(first);
  };

  /** One press of the button: the action decides, the form shows what it decided. */
  async function submit(): Promise<SendOutcome<F>> {
    setSubmitting(true);
    setFormError(null);
    const outcome = await send(values);
    // The first press's send is still under way and will settle the form itself.
    if (outcome.kind === 'busy') return outcome;
    setSubmitting(false);
    // The trip to a sign-in provider keeps what was typed, even if an ended session took the draft.
    if (outcome.kind === 'sign-in') saveDraft(draft, values, empty);
    else if (outcome.kind === 'invalid') showErrors(outcome.errors);
    else if (outcome.kind === 'refused') {
      showErrors(outcome.errors, outcome.errors);
      setFormError(outcome.message);
    } else if (outcome.kind === 'failed') setFormError(outcome.message);
    else if (outcome.kind === 'sent') {
      clearDraft(draft);
      setValues(empty);
      setTouched({});
      setShowAll(false);
      setServerErrors({});
      setRestored(false);
    }
    return outcome;
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
  };
}
