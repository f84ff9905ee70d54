// Turns the pg_catalog model into the TypeScript that `supabase gen types typescript` emits:
// a `Database` type (Tables with Row/Insert/Update/Relationships, Views, Functions, Enums,
// CompositeTypes), the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers and a
// `Constants` object with the enum values. Columns and names are sorted, as the CLI does.
import type { Column, PgFunction, PgType, Relation, SchemaModel } from './introspect.ts';
import { HELPER_TYPES } from './helpers.ts';

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'citext', 'name', 'uuid', 'bytea', 'date', 'time', 'timetz',
  'timestamp', 'timestamptz', 'interval', 'inet', 'cidr', 'macaddr', 'money', 'tsvector', 'vector',
]);

const quote = (text: string) => JSON.stringify(text);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function tsType(model: SchemaModel, oid: number): string {
  const type: PgType | undefined = model.types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.elem !== 0) {
    const element = tsType(model, type.elem);
    return element.includes('|') ? `(${element})[]` : `${element}[]`;
  }
  if (type.typtype === 'd') return tsType(model, type.baseType);
  if (type.typtype === 'e') {
    const labels = model.enums.find((e) => e.name === type.name)?.labels;
    if (type.schema === model.schema && labels) return `Database[${quote(model.schema)}]["Enums"][${quote(type.name)}]`;
    return 'string';
  }
  if (type.typtype === 'c' && type.schema === model.schema) {
    return `Database[${quote(model.schema)}]["CompositeTypes"][${quote(type.name)}]`;
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

/** Row, Insert and Update follow the CLI: Insert makes nullable, defaulted and identity
 *  columns optional; generated and GENERATED ALWAYS identity columns cannot be written. */
function columnLines(model: SchemaModel, columns: Column[], shape: 'Row' | 'Insert' | 'Update'): string[] {
  return [...columns].sort(byName).map((column) => {
    const type = tsType(model, column.typeOid) + (column.nullable ? ' | null' : '');
    if (shape === 'Row') return `${column.name}: ${type}`;
    if (column.generated || column.identity === 'a') return `${column.name}?: never`;
    const optional = shape === 'Update' || column.nullable || column.hasDefault || column.identity !== '';
    return `${column.name}${optional ? '?' : ''}: ${type}`;
  });
}

function block(name: string, lines: string[], indent: string): string[] {
  if (lines.length === 0) return [`${indent}${name}: {`, `${indent}  [_ in never]: never`, `${indent}}`];
  return [`${indent}${name}: {`, ...lines.map((line) => `${indent}  ${line}`), `${indent}}`];
}

function relationshipLines(model: SchemaModel, relation: Relation): string[] {
  const keys = model.foreignKeys
    .filter((key) => key.relation === relation.name)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (keys.length === 0) return ['Relationships: []'];
  const items = keys.flatMap((key) => [
    '  {',
    `    foreignKeyName: ${quote(key.name)}`,
    `    columns: [${key.columns.map(quote).join(', ')}]`,
    `    isOneToOne: ${key.isOneToOne}`,
    `    referencedRelation: ${quote(key.referencedRelation)}`,
    `    referencedColumns: [${key.referencedColumns.map(quote).join(', ')}]`,
    '  },',
  ]);
  return ['Relationships: [', ...items, ']'];
}

function relationLines(model: SchemaModel, relation: Relation): string[] {
  const shapes = relation.kind === 'table' ? (['Row', 'Insert', 'Update'] as const) : (['Row'] as const);
  return [
    ...shapes.flatMap((shape) => block(shape, columnLines(model, relation.columns, shape), '')),
    ...relationshipLines(model, relation),
  ];
}

function functionSignature(model: SchemaModel, fn: PgFunction): string {
  const inputs = fn.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs.map((arg) => `${arg.name}${arg.hasDefault ? '?' : ''}: ${tsType(model, arg.typeOid)}`).join('; ')} }`;
  const tableColumns = fn.args.filter((arg) => arg.mode === 't');
  const returnRelation = model.relations.find((relation) => relation.oid === fn.returnRelation);
  let returns: string;
  if (tableColumns.length > 0) {
    returns = `{ ${tableColumns.map((arg) => `${arg.name}: ${tsType(model, arg.typeOid)}`).join('; ')} }`;
  } else if (returnRelation) {
    returns = `{ ${columnLines(model, returnRelation.columns, 'Row').join('; ')} }`;
  } else {
    returns = tsType(model, fn.returnType);
  }
  return `{ Args: ${args}; Returns: ${returns}${fn.returnsSet ? '[]' : ''} }`;
}

/** PostgREST calls functions with named arguments, so it cannot call ones with several unnamed. */
const callable = (fn: PgFunction) => {
  const inputs = fn.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  return inputs.every((arg) => arg.name !== '') || inputs.length === 1;
};

function functionLines(model: SchemaModel): string[] {
  const names = [...new Set(model.functions.filter(callable).map((fn) => fn.name))].sort();
  return names.map((name) => {
    const signatures = model.functions.filter((fn) => fn.name === name && callable(fn)).map((fn) => functionSignature(model, fn));
    return `${name}: ${[...new Set(signatures)].sort().join(' | ')}`;
  });
}

export function renderDatabaseTypes(model: SchemaModel, options: { postgrestVersion: string; command: string }): string {
  const schema = model.schema;
  const tables = model.relations.filter((relation) => relation.kind === 'table').sort(byName);
  const views = model.relations.filter((relation) => relation.kind === 'view').sort(byName);
  const indent = (lines: string[], by: string) => lines.map((line) => by + line);
  const relationBlocks = (relations: Relation[]) =>
    relations.flatMap((relation) => block(relation.name, relationLines(model, relation), ''));
  const enumLines = model.enums.map((e) => `${e.name}: ${e.labels.map(quote).join(' | ')}`);
  const compositeLines = model.composites.flatMap((type) =>
    block(type.name, type.attributes.map((attr) => `${attr.name}: ${tsType(model, attr.typeOid)} | null`), ''),
  );

  const lines = [
    `// Generated by \`${options.command}\` from supabase/migrations (via PGlite and pg_catalog),`,
    '// in the shape `supabase gen types typescript` emits. Do not edit: change a migration and',
    '// run the command again; a test fails while this file and the migrations disagree.',
    '',
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
    '  // Lets createClient<Database>() infer the PostgREST version without a second type argument.',
    '  __InternalSupabase: {',
    `    PostgrestVersion: ${quote(options.postgrestVersion)}`,
    '  }',
    `  ${schema}: {`,
    ...indent(block('Tables', relationBlocks(tables), ''), '    '),
    ...indent(block('Views', relationBlocks(views), ''), '    '),
    ...indent(block('Functions', functionLines(model), ''), '    '),
    ...indent(block('Enums', enumLines, ''), '    '),
    ...indent(block('CompositeTypes', compositeLines, ''), '    '),
    '  }',
    '}',
    '',
    HELPER_TYPES(schema),
    'export const Constants = {',
    `  ${schema}: {`,
    '    Enums: {',
    ...model.enums.map((e) => `      ${e.name}: [${e.labels.map(quote).join(', ')}],`),
    '    },',
    '  },',
    '} as const',
    '',
  ];
  return lines.join('\n');
}
