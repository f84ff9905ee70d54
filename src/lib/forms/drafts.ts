// Drafts of the two inquiry forms, so nothing typed is lost to a failed submission, a reload
// or the trip to a sign-in provider and back.
//
// sessionStorage, not localStorage: it survives reloads and every same-tab navigation
// (including the round trip through Kakao, Naver or Google), and it is cleared when the tab
// closes — so a name and phone number typed on a shared shop PC are not left behind for the
// next person, as they would be in localStorage. Imported by the form islands: keep it small.

const PREFIX = 'sodam-pos-draft:';

export type DraftName = 'inquiry' | 'business-inquiry';

/** A form of text fields and check boxes (interfaces have no index signature, hence the mapping). */
export type FormValues<F> = { [K in keyof F]: string | boolean };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked storage throws on access; the forms then work without drafts.
    return null;
  }
}

/**
 * The saved draft merged over the empty form. Only fields the form has, with the type the
 * form expects, are taken, so an old or tampered draft can never inject other values.
 */
export function loadDraft<F extends FormValues<F>>(name: DraftName, empty: F, store = storage()): F {
  const raw = store?.getItem(PREFIX + name);
  if (!raw) return empty;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return empty; // not ours to read: start from the empty form
  }
  if (typeof saved !== 'object' || saved === null) return empty;
  const draft: F = { ...empty };
  for (const [field, value] of Object.entries(saved)) {
    if (field in empty && typeof value === typeof empty[field as keyof F])
      draft[field as keyof F] = value as F[keyof F];
  }
  return draft;
}

/** True when a draft holds anything the person typed or ticked. */
export const hasInput = <F extends FormValues<F>>(form: F, empty: F): boolean =>
  (Object.keys(empty) as (keyof F)[]).some((field) => form[field] !== empty[field]);

/** Saves the form, or forgets it when it is back to empty. Returns false if storage refused. */
export function saveDraft<F extends FormValues<F>>(name: DraftName, form: F, empty: F, store = storage()): boolean {
  if (!store) return false;
  try {
    if (hasInput(form, empty)) store.setItem(PREFIX + name, JSON.stringify(form));
    else store.removeItem(PREFIX + name);
    return true;
  } catch (error) {
    // Quota exceeded: the person can still send the form; only the safety net is missing.
    console.warn('[drafts] could not save the draft', error);
    return false;
  }
}

export function clearDraft(name: DraftName, store = storage()): void {
  store?.removeItem(PREFIX + name);
}

/** On logout: a shared PC should not keep the last person's name and phone number. */
export function clearAllDrafts(store = storage()): void {
  clearDraft('inquiry', store);
  clearDraft('business-inquiry', store);
}
