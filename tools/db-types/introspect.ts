// Reads what `supabase gen types typescript` needs from pg_catalog: the tables, views,
// columns, foreign keys, functions, enums and composite types of one schema.
import type { PGlite } from '@electric-sql/pglite';

export interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  typtype: string;
  category: string;
  elem: number;
  baseType: number;
  /** An enum's labels in order; empty for other types. */
  labels: string[];
}

export interface Column {
  relation: string;
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  identity: '' | 'a' | 'd';
  generated: boolean;
}

export interface Relation {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
}

interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface FunctionArg {
  name: string;
  typeOid: number;
  mode: 'i' | 'o' | 'b' | 'v' | 't';
  hasDefault: boolean;
}

export interface PgFunction {
  name: string;
  args: FunctionArg[];
  returnType: number;
  returnsSet: boolean;
  /** The table or view whose row the function returns, if any. */
  returnRelation: number;
}

export interface SchemaModel {
  schema: string;
  types: Map<number, PgType>;
  relations: Relation[];
  foreignKeys: ForeignKey[];
  functions: PgFunction[];
  enums: { name: string; labels: string[] }[];
  composites: { name: string; attributes: { name: string; typeOid: number }[] }[];
}

export async function introspect(db: PGlite, schema: string): Promise<SchemaModel> {
  const types = await db.query<PgType>(`
    select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype::text as typtype,
           t.typcategory::text as category, t.typelem::int as elem, t.typbasetype::int as "baseType",
           array(select e.enumlabel from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace`);

  const relations = await db.query<{ oid: number; name: string; relkind: string }>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as relkind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname`,
    [schema],
  );

  const columns = await db.query<Column & { relationOid: number }>(
    `select a.attrelid::int as "relationOid", c.relname as relation, a.attname as name, a.atttypid::int as "typeOid",
            not a.attnotnull as nullable, a.atthasdef as "hasDefault", a.attidentity::text as identity,
            a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
      order by a.attname`,
    [schema],
  );

  const foreignKeys = await db.query<ForeignKey>(
    `select k.conname as name, c.relname as relation, r.relname as "referencedRelation",
            array(select attname from unnest(k.conkey) with ordinality u(num, ord)
                  join pg_attribute on attrelid = k.conrelid and attnum = u.num order by u.ord) as columns,
            array(select attname from unnest(k.confkey) with ordinality u(num, ord)
                  join pg_attribute on attrelid = k.confrelid and attnum = u.num order by u.ord) as "referencedColumns",
            exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique
                      and i.indpred is null and i.indkey::int2[] @> k.conkey and i.indkey::int2[] <@ k.conkey) as "isOneToOne"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  );

  // Functions PostgREST can call: plain functions, not triggers, not owned by an extension.
  const functions = await db.query<{
    name: string;
    inTypes: number[];
    allTypes: number[] | null;
    modes: string[] | null;
    names: string[] | null;
    defaults: number;
    returnType: number;
    returnsSet: boolean;
    returnRelation: number;
  }>(
    `select p.proname as name, p.proargtypes::oid[]::int[] as "inTypes", p.proallargtypes::int[] as "allTypes",
            p.proargmodes::text[] as modes, p.proargnames as names, p.pronargdefaults::int as defaults,
            p.prorettype::int as "returnType", p.proretset as "returnsSet", rt.typrelid::int as "returnRelation"
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid`,
    [schema],
  );

  const enums = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname order by t.typname`,
    [schema],
  );

  const composites = await db.query<{ name: string; attributes: { name: string; typeOid: number }[] }>(
    `select t.typname as name,
            json_agg(json_build_object('name', a.attname, 'typeOid', a.atttypid::int) order by a.attnum) as attributes
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' group by t.typname order by t.typname`,
    [schema],
  );

  return {
    schema,
    types: new Map(types.rows.map((type) => [type.oid, type])),
    relations: relations.rows.map((relation) => ({
      oid: relation.oid,
      name: relation.name,
      kind: relation.relkind === 'v' || relation.relkind === 'm' ? 'view' : 'table',
      columns: columns.rows
        .filter((column) => column.relationOid === relation.oid)
        .map(({ relationOid: _, ...column }) => ({ ...column, identity: column.identity })),
    })),
    foreignKeys: foreignKeys.rows,
    functions: functions.rows.map((fn) => ({
      name: fn.name,
      args: functionArgs(fn.inTypes, fn.allTypes, fn.modes, fn.names, fn.defaults),
      returnType: fn.returnType,
      returnsSet: fn.returnsSet,
      returnRelation: fn.returnRelation,
    })),
    enums: enums.rows,
    composites: composites.rows,
  };
}

/** pg_proc keeps argument lists in two shapes; this gives one list with modes and defaults. */
function functionArgs(
  inTypes: number[],
  allTypes: number[] | null,
  modes: string[] | null,
  names: string[] | null,
  defaults: number,
): FunctionArg[] {
  const typeOids = allTypes ?? inTypes;
  const args = typeOids.map((typeOid, index) => ({
    name: names?.[index] ?? '',
    typeOid,
    mode: (modes?.[index] ?? 'i') as FunctionArg['mode'],
    hasDefault: false,
  }));
  // The last `defaults` input arguments have defaults.
  const inputs = args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  for (const arg of inputs.slice(inputs.length - defaults)) arg.hasDefault = true;
  return args;
}
