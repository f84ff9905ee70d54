import type { FormValues } from '../../lib/forms/drafts';

export type FieldFormats<F> = Partial<Record<keyof F, (value: string) => string>>;

/**
 * What a visitor typed or ticked into the server-rendered form before React took it over.
 * Hydration keeps those DOM values on screen but starts the state from `empty`, so the next
 * keystroke would re-render every other field blank: the form adopts them instead. Text goes
 * through the field's formatter (a phone number typed as digits gets its dashes).
 */
export function typedBeforeHydration<F extends FormValues<F>>(
  empty: F,
  idPrefix: string,
  format: FieldFormats<F> = {},
  root: Document = document,
): Partial<F> {
  const typed: Partial<F> = {};
  for (const field of Object.keys(empty) as (keyof F & string)[]) {
    const element = root.getElementById(`${idPrefix}-${field}`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const initial = empty[field];
    if (typeof initial === 'boolean') {
      if (element instanceof HTMLInputElement && element.checked !== initial)
        typed[field] = element.checked as F[typeof field];
    } else if (element.value !== '' && element.value !== initial) {
      const formatter = format[field];
      typed[field] = (formatter ? formatter(element.value) : element.value) as F[typeof field];
    }
  }
  return typed;
}
