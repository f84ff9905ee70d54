import { createClient } from '@sanity/client';
import { koKRLocale } from '@sanity/locale-ko-kr';
import { createSourceFromConfig } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';

import { koKRSupplement } from '../../studio/locale';
import config from '../../studio/sanity.config';

type Resources = Record<string, string>;

/** The part of the Studio's i18next instance this test reads. */
interface StudioI18n {
  options: { ns: string[] };
  loadLanguages: (languages: string[]) => Promise<unknown>;
  loadNamespaces: (namespaces: string[]) => Promise<unknown>;
  getResourceBundle: (language: string, namespace: string) => Resources | undefined;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * Korean has one plural form: `_other` or the bare key serves every count (English may keep its
 * singular under the bare key); only `_zero` must be a key of its own.
 */
function koreanKeysFor(key: string): string[] {
  const base = key.replace(PLURAL, '');
  return key.endsWith('_zero') ? [key] : [key, base, `${base}_other`];
}

/** `{{name}}` placeholders and `<Tag>` markup, which must survive translation. */
const tokens = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?[A-Za-z]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')).sort();

let english: Record<string, Resources> = {};
let korean: Record<string, Resources> = {};

beforeAll(async () => {
  const source = await createSourceFromConfig({
    ...config,
    currentUser: {
      id: 'editor',
      name: '편집자',
      email: 'editor@sodampos.kr',
      role: 'administrator',
      roles: [{ name: 'administrator', title: '관리자' }],
    },
    getClient: () =>
      createClient({
        projectId: 'localseed',
        dataset: 'production',
        apiVersion: '2025-02-19',
        useCdn: false,
      }),
  });
  const i18n = (source as unknown as { __internal: { i18next: StudioI18n } }).__internal.i18next;
  await i18n.loadLanguages(['en-US', 'ko-KR']);
  await i18n.loadNamespaces(i18n.options.ns);
  english = Object.fromEntries(i18n.options.ns.map((ns) => [ns, i18n.getResourceBundle('en-US', ns) ?? {}]));
  korean = Object.fromEntries(i18n.options.ns.map((ns) => [ns, i18n.getResourceBundle('ko-KR', ns) ?? {}]));
}, 60_000);

describe('the Studio in Korean', () => {
  it('loads the namespaces of every tool it shows', () => {
    expect(Object.keys(english)).toEqual(
      expect.arrayContaining(['studio', 'structure', 'presentation', 'vision', 'validation', 'copy-paste']),
    );
  });

  it('has a Korean value for every English string of every namespace it loads', () => {
    const missing = Object.entries(english).flatMap(([ns, resources]) =>
      Object.keys(resources)
        .filter((key) => !koreanKeysFor(key).some((k) => typeof korean[ns]?.[k] === 'string'))
        .map((key) => `${ns}: ${key} (“${resources[key]}”)`),
    );
    expect(missing, `${missing.length} strings fall back to English`).toEqual([]);
  });

  it('keeps every placeholder and tag of the English string in our Korean', async () => {
    const ours = await supplement();
    const broken = Object.entries(ours).flatMap(([ns, resources]) =>
      Object.entries(resources)
        .filter(
          ([key, value]) =>
            JSON.stringify(tokens(value)) !==
            JSON.stringify(tokens(english[ns]?.[key] ?? english[ns]?.[key.replace(PLURAL, '')] ?? '')),
        )
        .map(([key, value]) => `${ns}: ${key} → ${value}`),
    );
    expect(broken).toEqual([]);
  });

  it('supplies only strings the locale package lacks, for keys the Studio has', async () => {
    const ours = await supplement();
    const packaged = await packageResources();
    const extra = Object.entries(ours).flatMap(([ns, resources]) =>
      Object.keys(resources)
        .filter(
          (key) =>
            key in (packaged[ns] ?? {}) ||
            !(key in (english[ns] ?? {}) || `${key.replace(PLURAL, '')}_one` in (english[ns] ?? {})),
        )
        .map((key) => `${ns}: ${key}`),
    );
    expect(extra).toEqual([]);
  });
});

type Bundle = { namespace: string; resources: () => Promise<{ default: Resources }> };

async function load(bundles: Bundle[]): Promise<Record<string, Resources>> {
  return Object.fromEntries(
    await Promise.all(bundles.map(async (b) => [b.namespace, (await b.resources()).default] as const)),
  );
}

async function supplement() {
  return load((koKRSupplement() as unknown as { i18n: { bundles: Bundle[] } }).i18n.bundles);
}

async function packageResources() {
  return load((koKRLocale() as unknown as { i18n: { locales: { bundles: Bundle[] }[] } }).i18n.locales[0]!.bundles);
}
