// Which kind of words a Korean string in the code is, so the census can say what remains in
// code and why (docs/copy-style.md#what-stays-in-code).
import type { Found } from './census.ts';

export const CATEGORIES = {
  'screen-reader': 'screen-reader labels and alternative text (aria-*, alt, sr-only)',
  validation: 'validation rules and their errors (src/lib/forms)',
  messages: 'interface messages: toasts, failures, states (src/lib/messages.ts, src/lib/supabase)',
  'editor-facing': 'build and preview messages for editors and developers (src/lib/content, src/integrations)',
  'interface-chrome': 'field labels, placeholders, buttons and controls of forms, dialogs and the member area',
  'consent-facts':
    'what the forms collect and who processes it: facts of the code, checked against the policy (src/lib/forms/consents.ts)',
  'control-labels': 'names of controls and data labels: carousel and video buttons, table headings, units, dates',
  'page-headings': 'page headings (H1) written in a page',
  'marketing-copy': 'marketing or legal sentences still in code',
} as const;

export type Category = keyof typeof CATEGORIES;

const CHROME_ATTRIBUTES = /^(placeholder|label|hint|itemLabel|title)$/;
// Accessible names that scripts set on controls (setAttribute('aria-label', …)).
const CONTROL_SCRIPTS =
  /^src\/components\/(carousel|talk)\/[\w-]+\.ts$|^src\/lib\/format\.ts$|^src\/components\/privacy\/articles\.ts$/;
/** A sentence ends like one: 합쇼체/해요체 endings or final punctuation. */
const SENTENCE = /(다|요|까|세요)[.?!]?$|[.?!]$/;

/** First match wins: a path rule, then the attribute the text sits in, then where the file is. */
export function categoryOf(found: Found): Category {
  const { file, attribute } = found;
  if (file === 'src/lib/forms/consents.ts') return 'consent-facts';
  if (attribute === 'description') return 'marketing-copy';
  if (file.startsWith('src/lib/forms/')) return 'validation';
  if (file === 'src/lib/messages.ts' || file.startsWith('src/lib/supabase/')) return 'messages';
  if (file.startsWith('src/lib/content/') || file.startsWith('src/integrations/')) return 'editor-facing';
  // Failure and status lines a script writes: the session façade, the load-failure notice, search counts.
  if (
    /^src\/(lib\/session|components\/ui\/(HydrationErrorNotice\.astro|load-failure)|components\/faq\/faq-search)/.test(
      file,
    )
  )
    return 'messages';
  if (attribute && /^aria-|^alt$|^pause$|^play$/.test(attribute)) return 'screen-reader';
  if (CONTROL_SCRIPTS.test(file)) return 'control-labels';
  if (attribute === 'heading' && file.startsWith('src/pages/')) return 'page-headings';
  if (attribute && CHROME_ATTRIBUTES.test(attribute)) return 'interface-chrome';
  if (file.startsWith('src/islands/')) return 'interface-chrome';
  return SENTENCE.test(found.text.trim()) ? 'marketing-copy' : 'control-labels';
}
