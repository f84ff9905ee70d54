import { createClient } from '@sanity/client';
import { createSourceFromConfig, type Source } from 'sanity';
import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure';
import { beforeAll, describe, expect, it } from 'vitest';

import config from '../../studio/sanity.config';
import { PAGE_DOCUMENTS, SINGLETONS } from '../../studio/singletons';
import { structure } from '../../studio/structure';

interface Node {
  id: string;
  type?: string;
  title?: string;
  items?: Node[];
  child?: unknown;
  options?: { id?: string; type?: string; filter?: string; params?: Record<string, string> };
  initialValueTemplates?: { templateId: string; parameters?: Record<string, string> }[];
}

const isBuilder = (value: unknown) => typeof (value as { serialize?: unknown } | null)?.serialize === 'function';

/** Serializes a structure node and, one level at a time, the children the desk would open. */
function serialize(node: unknown): Node {
  const serialized = (node as { serialize: (o?: unknown) => Node }).serialize({ path: [] });
  return {
    ...serialized,
    items: serialized.items?.map((item) => ({
      ...item,
      child: isBuilder(item.child) ? serialize(item.child) : item.child,
    })),
  };
}

let source: Source;
let root: Node;

beforeAll(async () => {
  // A resolved workspace with a stand-in editor and a client that is never called.
  source = await createSourceFromConfig({
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
  const S = createStructureBuilder({ source, perspectiveStack: [] });
  root = serialize(await structure(S, source as unknown as StructureResolverContext));
}, 60_000);

describe('the Studio desk', () => {
  it('lists the singletons first, in order, each opening its one document at a fixed id', () => {
    const first = root.items?.slice(0, SINGLETONS.length) ?? [];
    expect(first.map((item) => item.title)).toEqual(SINGLETONS.map((s) => s.title));
    for (const [index, item] of first.entries()) {
      const child = item.child as Node;
      expect(child.type).toBe('document');
      expect(child.options).toMatchObject({ id: SINGLETONS[index]!.type, type: SINGLETONS[index]!.type });
    }
  });

  it('then lists every collection', () => {
    const ids = (nodes: Node[] = []): string[] =>
      nodes.flatMap((node) => [node.id, ...ids((node.child as Node | undefined)?.items)]);
    const rest = ids(root.items?.slice(SINGLETONS.length));
    expect(rest).toEqual(
      expect.arrayContaining([
        'selectorCard-by-tab',
        'paymentMethod',
        'featureCard',
        'openLicenseItem',
        'testimonial',
        'satisfactionRating',
        'companyName',
        'companyLogo',
        'certification',
        'industryCard',
        'talkItem-by-section',
        'faq',
        'pageDocuments',
      ]),
    );
  });

  it('lists every page document by its page name, each opening its one document at a fixed id', () => {
    const pages = root.items?.find((item) => item.id === 'pageDocuments')?.child as Node;
    expect(pages.items?.map((item) => item.title)).toEqual(PAGE_DOCUMENTS.map((page) => page.title));
    for (const [index, item] of (pages.items ?? []).entries()) {
      expect((item.child as Node).options).toMatchObject({ id: PAGE_DOCUMENTS[index]!.id, type: 'pageSeo' });
    }
  });

  it('files a new tab card under the tab list it was created from', () => {
    const home = root.items?.find((item) => item.id === 'homeLists')?.child as Node;
    const tabs = home.items?.find((item) => item.id === 'selectorCard-by-tab')?.child as Node;
    const member = tabs.items?.find((item) => item.id === 'selectorCard-member')?.child as Node;
    expect(member.options).toMatchObject({
      filter: '_type == $type && tab == $value',
      params: { type: 'selectorCard', value: 'member' },
    });
    expect(member.initialValueTemplates?.[0]).toMatchObject({
      templateId: 'selectorCard-by-tab',
      parameters: { value: 'member' },
    });
  });
});

describe('singletons and page documents', () => {
  const fixedTypes = [...SINGLETONS.map((s) => s.type), 'pageSeo'];

  it('are not offered in the "new document" menu', () => {
    const offered = source.document.resolveNewDocumentOptions({ type: 'global' }).map((item) => item.templateId);
    expect(offered).toContain('testimonial');
    for (const type of fixedTypes) expect(offered).not.toContain(type);
  });

  it('have no template to create a second copy from', () => {
    const templates = source.templates.map((t) => t.id);
    for (const type of fixedTypes) expect(templates).not.toContain(type);
    expect(templates).toEqual(expect.arrayContaining(['selectorCard-by-tab', 'talkItem-by-section']));
  });

  it.each([
    ['homePage', 'homePage'],
    ['pageSeo-faq', 'pageSeo'],
  ])('%s can be published but not duplicated, deleted or unpublished', (documentId, schemaType) => {
    const context = { documentId, releaseId: undefined, versionType: 'draft' } as const;
    const fixed = source.document.actions({ ...context, schemaType }).map((a) => a.action);
    expect(fixed).toContain('publish');
    for (const action of ['duplicate', 'delete', 'unpublish']) expect(fixed).not.toContain(action);
  });

  it('leave the collections their duplicate and delete actions', () => {
    const context = { documentId: 'testimonial-01', releaseId: undefined, versionType: 'draft' } as const;
    const collection = source.document.actions({ ...context, schemaType: 'testimonial' }).map((a) => a.action);
    expect(collection).toEqual(expect.arrayContaining(['publish', 'duplicate', 'delete']));
  });

  it('start a tab card with the tab of its list', async () => {
    const template = source.templates.find((t) => t.id === 'selectorCard-by-tab');
    // Templates are typed for any value: this one is a resolver of its list's parameters, or a plain value.
    const initial = template?.value as
      ((params: { value: string }, context: object) => unknown) | Record<string, unknown> | undefined;
    const value = typeof initial === 'function' ? await initial({ value: 'easy' }, {}) : initial;
    expect(value).toEqual({ tab: 'easy' });
  });
});
