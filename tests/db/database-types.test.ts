// The committed Database types (the site's and the Edge Functions' copy) must be what the
// migrations produce today, in the shape `supabase gen types typescript --local` gives them
// (postgres-meta's TypeScript template).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';

import type { Database, Json } from '../../src/lib/supabase/database.types.ts';
import {
  DB_TYPES_COMMAND,
  DB_TYPES_FILE,
  DB_TYPES_FILES,
  generateDatabaseTypes,
} from '../../tools/db-types/generate.ts';
import { apiSchemas } from '../../tools/local-supabase/config-toml.ts';

const committed = readFileSync(DB_TYPES_FILE, 'utf8');
const generated = await generateDatabaseTypes();

it.each(DB_TYPES_FILES.map((file) => relative(process.cwd(), file)))('%s matches supabase/migrations', (file) => {
  expect(readFileSync(file, 'utf8'), `${file} is out of date: run \`${DB_TYPES_COMMAND}\` and commit the result`).toBe(
    generated,
  );
});

/** The member names of a type literal, in order ("name?" when optional). */
function members(node: ts.Node | undefined): string[] {
  if (!node || !ts.isTypeLiteralNode(node)) return [];
  return node.members.flatMap((member) =>
    ts.isPropertySignature(member) ? [`${member.name.getText()}${member.questionToken ? '?' : ''}`] : [],
  );
}

function member(node: ts.Node | undefined, name: string): ts.TypeNode | undefined {
  if (!node || !ts.isTypeLiteralNode(node)) return undefined;
  const found = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText().replace(/\?$/, '') === name);
  return found && ts.isPropertySignature(found) ? found.type : undefined;
}

describe('the shape of supabase gen types', () => {
  const file = ts.createSourceFile('database.types.ts', committed, ts.ScriptTarget.Latest, true);
  const database = file.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  )?.type;
  const schemas = apiSchemas().sort((a, b) => a.localeCompare(b));

  it('exports Json, Database, the five helpers and Constants, like the CLI', () => {
    const exported = file.statements
      .filter((s) => ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      .map((s) =>
        ts.isVariableStatement(s)
          ? s.declarationList.declarations[0]?.name.getText()
          : (s as ts.TypeAliasDeclaration).name.text,
      );
    expect(exported).toEqual([
      'Json',
      'Database',
      'Tables',
      'TablesInsert',
      'TablesUpdate',
      'Enums',
      'CompositeTypes',
      'Constants',
    ]);
  });

  it('has __InternalSupabase, then every schema the API serves (config.toml [api] schemas) in name order', () => {
    expect(schemas).toEqual(['graphql_public', 'public']);
    expect(members(database)).toEqual(['__InternalSupabase', ...schemas]);
  });

  it('gives each schema Tables, Views, Functions, Enums and CompositeTypes', () => {
    for (const schema of schemas)
      expect(members(member(database, schema)), schema).toEqual([
        'Tables',
        'Views',
        'Functions',
        'Enums',
        'CompositeTypes',
      ]);
  });

  it('types graphql_public.graphql as the CLI does: optional arguments in name order, Json back', () => {
    expectTypeOf<Database['graphql_public']['Functions']['graphql']>().toEqualTypeOf<{
      Args: { extensions?: Json; operationName?: string; query?: string; variables?: Json };
      Returns: Json;
    }>();
    const graphql = member(member(member(database, 'graphql_public'), 'Functions'), 'graphql');
    expect(members(member(graphql, 'Args'))).toEqual(['extensions?', 'operationName?', 'query?', 'variables?']);
  });

  it('lists every schema in Constants, with its enum values', () => {
    const constants = file.statements.find(ts.isVariableStatement)?.declarationList.declarations[0]?.initializer;
    const object = constants && ts.isAsExpression(constants) ? constants.expression : undefined;
    const keys = object && ts.isObjectLiteralExpression(object) ? object.properties.map((p) => p.name?.getText()) : [];
    expect(keys).toEqual(schemas);
  });
});
