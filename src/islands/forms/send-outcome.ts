// How sending an inquiry form ends, as the form actions (send-inquiry.ts,
// send-business-inquiry.ts) report it and useDraftForm applies it. No supabase-js here: the
// error module only reads the fields every Supabase error has.
import { fieldOfCheckViolation, type FormErrors } from '../../lib/forms/errors';
import { CHECK_MESSAGE, messageOf, UserFacingError } from '../../lib/supabase/errors';

export type SendOutcome<F> =
  /** The row is in the database. */
  | { kind: 'sent' }
  /** The form's own rules refused it; nothing was sent. */
  | { kind: 'invalid'; errors: FormErrors<F> }
  /** The form is for members and nobody is signed in; nothing was sent. */
  | { kind: 'sign-in' }
  /** The database's CHECK refused a field: its message there, the sentence under the form. */
  | { kind: 'refused'; errors: FormErrors<F>; message: string }
  /** Anything else: what went wrong and why, in Korean. */
  | { kind: 'failed'; message: string }
  /** A press while this form's send is still under way: ignored. */
  | { kind: 'busy' };

/**
 * One send per form at a time, however often the button is pressed: a call while the last
 * one is pending answers 'busy' at once. The flag is set before the first await, so two
 * presses in the same frame cannot both pass.
 */
export function oneAtATime<F>(send: (values: F) => Promise<SendOutcome<F>>): (values: F) => Promise<SendOutcome<F>> {
  let pending = false;
  return async (values) => {
    if (pending) return { kind: 'busy' };
    pending = true;
    try {
      return await send(values);
    } finally {
      pending = false;
    }
  };
}

/**
 * What a failed insert means for the form. A CHECK refusal of one of the form's own fields is
 * shown at that field, the way the form's rule would be; everything else is `what` plus the
 * reason. The person's input is never touched here, so it stays on screen.
 */
export function failureOutcome<F extends object>(error: unknown, what: string, fields: F): SendOutcome<F> {
  console.warn('[form] sending failed', error);
  const message = messageOf(error, what);
  const field =
    error instanceof UserFacingError && error.reason === 'check' ? fieldOfCheckViolation(error.failure) : undefined;
  if (field === undefined || !(field in fields)) return { kind: 'failed', message };
  return { kind: 'refused', errors: { [field]: CHECK_MESSAGE } as FormErrors<F>, message };
}
