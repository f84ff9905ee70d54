// The handoff dialog's words and the app store links, from the CMS (downloadPage.handoff and
// site settings). They are not in every page's document, which must stay small
// (docs/architecture.md#performance-budgets): the build writes them to HANDOFF_COPY_PATH
// (src/pages/down/handoff.json.ts) and the dialog fetches them on the first press, beside its code.
import type { DownloadHandoffQueryResult, SiteSettingsQueryResult } from '../../lib/content/sanity.types';

export const HANDOFF_COPY_PATH = '/down/handoff.json';

export type HandoffCopy = NonNullable<DownloadHandoffQueryResult> & {
  appStore: NonNullable<SiteSettingsQueryResult>['appStore'];
  /** What to type on the shop's PC (download-address.ts), from the site's address at build time. */
  shortAddress: string;
};

const TEXT_KEYS = [
  'windowsNote',
  'dialogTitle',
  'dialogIntro',
  'addressLabel',
  'copyLabel',
  'shortAddress',
  'shareLabel',
  'shareText',
  'kakaoLabel',
  'kakaoNote',
  'appLabel',
  'anywayLabel',
  'guideLinkLabel',
] as const satisfies readonly (keyof HandoffCopy)[];

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isHttps = (value: unknown): value is string => isText(value) && value.startsWith('https://');

/** The copy, or null when what arrived is not the file the build writes. */
export function parseHandoffCopy(value: unknown): HandoffCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const store = fields.appStore as Record<string, unknown> | null | undefined;
  if (!TEXT_KEYS.every((key) => isText(fields[key])) || !isHttps(store?.ios) || !isHttps(store?.android)) return null;
  return value as HandoffCopy;
}

let loading: Promise<HandoffCopy> | undefined;

/** Fetched once per page; a failure is forgotten so the next press tries again. */
export function loadHandoffCopy(): Promise<HandoffCopy> {
  loading ??= fetch(HANDOFF_COPY_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${HANDOFF_COPY_PATH} answered ${response.status}`);
      const copy = parseHandoffCopy(await response.json());
      if (!copy) throw new Error(`${HANDOFF_COPY_PATH} is not the handoff copy`);
      return copy;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
