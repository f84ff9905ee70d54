// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Catalog } from './catalog.ts';
import { diffCatalogs } from './diff.ts';

const catalog = (): Catalog => ({
  functions: {
    'public.log_download(attribution jsonb)': {
      acl: ['anon:EXECUTE', 'authenticated:EXECUTE'],
      body: `${'select 1;'.repeat(10)}insert into t(a)values(auth.uid());${'select 2;'.repeat(10)}`,
      security_definer: true,
    },
  },
  policies: { 'public.profiles.members read their own profile': { command: 'r', roles: ['authenticated'] } },
});

describe('diffCatalogs', () => {
  it('finds nothing between equal catalogs', () => {
    expect(diffCatalogs(catalog(), catalog())).toEqual([]);
  });

  it('names a grant that was lost, and the object it was on', () => {
    const actual = catalog();
    actual.functions!['public.log_download(attribution jsonb)']!.acl = ['authenticated:EXECUTE'];
    expect(diffCatalogs(catalog(), actual)).toEqual([
      'changed functions public.log_download(attribution jsonb)',
      '    acl lost "anon:EXECUTE"',
    ]);
  });

  it('names a missing and an unexpected object', () => {
    const actual = catalog();
    delete actual.policies!['public.profiles.members read their own profile'];
    actual.policies!['public.profiles.anyone reads every profile'] = { command: 'r', roles: ['PUBLIC'] };
    expect(diffCatalogs(catalog(), actual)).toEqual([
      'unexpected policies public.profiles.anyone reads every profile {"command":"r","roles":["PUBLIC"]}',
      'missing policies public.profiles.members read their own profile {"command":"r","roles":["authenticated"]}',
    ]);
  });

  it('shows where two function bodies part, and a changed flag', () => {
    const actual = catalog();
    const entry = actual.functions!['public.log_download(attribution jsonb)']!;
    if (typeof entry.body !== 'string') throw new Error('the example has a body');
    entry.body = entry.body.replace('auth.uid()', 'null');
    entry.security_definer = false;
    const lines = diffCatalogs(catalog(), actual);
    expect(lines[1]).toMatch(/^ {4}body differs at character 113:/);
    expect(lines[1]).toContain(
      'expected …;select 1;select 1;select 1;select 1;insert into t(a)values(auth.uid());select 2;',
    );
    expect(lines[1]).toContain('actual   …;select 1;select 1;select 1;select 1;insert into t(a)values(null);select 2;');
    expect(lines[2]).toBe('    security_definer: true → false');
  });

  it('tells a list in another order from a list with other members', () => {
    const actual = catalog();
    actual.policies!['public.profiles.members read their own profile']!.roles = ['authenticated', 'anon'];
    expect(diffCatalogs(catalog(), actual)).toEqual([
      'changed policies public.profiles.members read their own profile',
      '    roles gained "anon"',
    ]);
  });
});
