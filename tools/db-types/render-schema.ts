// One schema of the `Database` type as `supabase gen types typescript` (postgres-meta's
// template) writes it: Tables with Row/Insert/Update/Relationships, Views, Functions, Enums
// and CompositeTypes. Columns, names and function arguments are sorted, as the CLI does.
import type { Column, PgFunction, PgType, Relation, SchemaModel } from './introspect.ts';

/** The schemas the file covers: a type from one of them is referenced, not spelled out. */
type Exposed = ReadonlySet<string>;

type Model = SchemaModel & { exposed: Exposed };

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'citext',
  'name',
  'uuid',
  'bytea',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'money',
  'tsvector',
  'vector',
]);

export const quote = (text: string) => JSON.stringify(text);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
// postgres-meta sorts function arguments with localeCompare (operationName between extensions and query).
const byArgName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function tsType(model: Model, oid: number): string {
  const type: PgType | undefined = model.types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.elem !== 0) {
    const element = tsType(model, type.elem);
    return element.includes('|') ? `(${element})[]` : `${element}[]`;
  }
  if (type.typtype === 'd') return tsType(model, type.baseType);
  if (type.typtype === 'e') {
    // An enum of a covered schema is referenced; any other is spelled out as its labels.
    if (model.exposed.has(type.schema)) return `Database[${quote(type.schema)}]["Enums"][${quote(type.name)}]`;
    return type.labels.map(quote).join(' | ') || 'string';
  }
  if (type.typtype === 'c' && model.exposed.has(type.schema)) {
    return `Database[${quote(type.schema)}]["CompositeTypes"][${quote(type.name)}]`;
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
function columnLines(model: Model, columns: Column[], shape: 'Row' | 'Insert' | 'Update'): string[] {
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

function relationshipLines(model: Model, relation: Relation): string[] {
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

function relationLines(model: Model, relation: Relation): string[] {
  const shapes = relation.kind === 'table' ? (['Row', 'Insert', 'Update'] as const) : (['Row'] as const);
  return [
    ...shapes.flatMap((shape) => block(shape, columnLines(model, relation.columns, shape), '')),
    ...relationshipLines(model, relation),
  ];
}

function functionSignature(model: Model, fn: PgFunction): string {
  const inputs = fn.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v').sort(byArgName);
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs.map((arg) => `${arg.name}${arg.hasDefault ? '?' : ''}: ${tsType(model, arg.typeOid)}`).join('; ')} }`;
  const tableColumns = fn.args.filter((arg) => arg.mode === 't').sort(byArgName);
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

function functionLines(model: Model): string[] {
  const names = [...new Set(model.functions.filter(callable).map((fn) => fn.name))].sort();
  return names.map((name) => {
    const signatures = model.functions
      .filter((fn) => fn.name === name && callable(fn))
      .map((fn) => functionSignature(model, fn));
    return `${name}: ${[...new Set(signatures)].sort().join(' | ')}`;
  });
}

/** `<schema>: { Tables, Views, Functions, Enums, CompositeTypes }`, unindented. */
export function schemaBlock(schema: SchemaModel, exposed: Exposed): string[] {
  const model: Model = { ...schema, exposed };
  const tables = model.relations.filter((relation) => relation.kind === 'table').sort(byName);
  const views = model.relations.filter((relation) => relation.kind === 'view').sort(byName);
  const relationBlocks = (relations: Relation[]) =>
    relations.flatMap((relation) => block(relation.name, relationLines(model, relation), ''));
  const enumLines = model.enums.map((e) => `${e.name}: ${e.labels.map(quote).join(' | ')}`);
  const compositeLines = model.composites.flatMap((type) =>
    block(
      type.name,
      type.attributes.map((attr) => `${attr.name}: ${tsType(model, attr.typeOid)} | null`),
      '',
    ),
  );
  return block(
    model.schema,
    [
      ...block('Tables', relationBlocks(tables), ''),
      ...block('Views', relationBlocks(views), ''),
      ...block('Functions', functionLines(model), ''),
      ...block('Enums', enumLines, ''),
      ...block('CompositeTypes', compositeLines, ''),
    ],
    '',
  );
}
