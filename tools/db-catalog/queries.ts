// The catalog queries behind a schema snapshot: one per kind of object, each answering rows of
// (key, value), the key naming the object and the value a flat JSON object of what defines it.
// Everything comes from Postgres's own deparsers (pg_get_constraintdef, pg_get_viewdef, …), so
// two databases built by different SQL compare equal exactly when Postgres sees the same object.
// Only function bodies are raw text here; catalog.ts takes their comments and layout out.

/** Every schema but Postgres's own. */
const OURS = (schema: string) => `(${schema} <> 'information_schema' and ${schema} !~ '^pg_')`;

/**
 * An ACL as a sorted list of `grantee:PRIVILEGE`; a null ACL is the default for the object's
 * kind (`kind` is an SQL expression of acldefault's letters), so "never granted" and "granted
 * back to the default" read the same.
 */
const acl = (column: string, kind: string, owner: string) => `(
  select coalesce(jsonb_agg(g.grant order by g.grant), '[]'::jsonb)
    from (select case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end || ':' || a.privilege_type
                 || case when a.is_grantable then ' WITH GRANT OPTION' else '' end as grant
            from aclexplode(coalesce(${column}, acldefault(${kind}::"char", ${owner}))) as a) as g)`;

/** The extension an object belongs to, if any (its definition then comes with the extension). */
const extension = (catalog: string, oid: string) => `(
  select e.extname from pg_depend as d join pg_extension as e on e.oid = d.refobjid
   where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

export const SECTIONS = {
  schemas: `
    select n.nspname as key, jsonb_strip_nulls(jsonb_build_object(
      'owner', n.nspowner::regrole::text, 'acl', ${acl('n.nspacl', "'n'", 'n.nspowner')},
      'comment', obj_description(n.oid, 'pg_namespace'))) as value
      from pg_namespace as n where ${OURS('n.nspname')}`,

  relations: `
    select n.nspname || '.' || c.relname as key, jsonb_strip_nulls(jsonb_build_object(
      'kind', c.relkind::text, 'owner', c.relowner::regrole::text, 'persistence', c.relpersistence::text,
      'row_security', c.relrowsecurity, 'force_row_security', c.relforcerowsecurity,
      'options', to_jsonb(c.reloptions), 'acl', ${acl('c.relacl', `case c.relkind when 'S' then 's' else 'r' end`, 'c.relowner')},
      'definition', case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end,
      'sequence', (select format('%s start %s increment %s min %s max %s cache %s cycle %s', format_type(s.seqtypid, null),
                                 s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache, s.seqcycle)
                     from pg_sequence as s where s.seqrelid = c.oid),
      'extension', ${extension('pg_class', 'c.oid')},
      'comment', obj_description(c.oid, 'pg_class'))) as value
      from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${OURS('n.nspname')}`,

  columns: `
    select n.nspname || '.' || c.relname || '.' || a.attname as key, jsonb_strip_nulls(jsonb_build_object(
      'position', row_number() over (partition by c.oid order by a.attnum),
      'type', format_type(a.atttypid, a.atttypmod), 'not_null', a.attnotnull,
      'default', case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end,
      'generated', case when a.attgenerated <> '' then a.attgenerated::text || ': ' || pg_get_expr(d.adbin, d.adrelid) end,
      'identity', nullif(a.attidentity::text, ''),
      'collation', case when a.attcollation <> t.typcollation then a.attcollation::regcollation::text end,
      'acl', case when a.attacl is not null then ${acl('a.attacl', "'c'", 'c.relowner')} end,
      'comment', col_description(c.oid, a.attnum))) as value
      from pg_attribute as a
      join pg_class as c on c.oid = a.attrelid
      join pg_namespace as n on n.oid = c.relnamespace
      join pg_type as t on t.oid = a.atttypid
      left join pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f') and ${OURS('n.nspname')}`,

  constraints: `
    select n.nspname || '.' || coalesce(c.relname, t.typname) || '.' || k.conname as key, jsonb_strip_nulls(jsonb_build_object(
      'type', k.contype::text, 'definition', pg_get_constraintdef(k.oid, true),
      'deferrable', k.condeferrable, 'deferred', k.condeferred, 'validated', k.convalidated,
      'comment', obj_description(k.oid, 'pg_constraint'))) as value
      from pg_constraint as k
      join pg_namespace as n on n.oid = k.connamespace
      left join pg_class as c on c.oid = k.conrelid
      left join pg_type as t on t.oid = k.contypid
     where ${OURS('n.nspname')}`,

  indexes: `
    select n.nspname || '.' || c.relname as key, jsonb_strip_nulls(jsonb_build_object(
      'definition', pg_get_indexdef(i.indexrelid), 'comment', obj_description(c.oid, 'pg_class'))) as value
      from pg_index as i join pg_class as c on c.oid = i.indexrelid join pg_namespace as n on n.oid = c.relnamespace
     where ${OURS('n.nspname')}`,

  policies: `
    select n.nspname || '.' || c.relname || '.' || p.polname as key, jsonb_strip_nulls(jsonb_build_object(
      'command', p.polcmd::text, 'permissive', p.polpermissive,
      'roles', (select jsonb_agg(case when r = 0 then 'PUBLIC' else r::regrole::text end order by 1)
                  from unnest(p.polroles) as r),
      'using', pg_get_expr(p.polqual, p.polrelid), 'with_check', pg_get_expr(p.polwithcheck, p.polrelid),
      'comment', obj_description(p.oid, 'pg_policy'))) as value
      from pg_policy as p join pg_class as c on c.oid = p.polrelid join pg_namespace as n on n.oid = c.relnamespace`,

  functions: `
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
           jsonb_strip_nulls(jsonb_build_object(
      'kind', p.prokind::text, 'arguments', pg_get_function_arguments(p.oid), 'result', pg_get_function_result(p.oid),
      'language', l.lanname, 'volatility', p.provolatile::text, 'strict', p.proisstrict,
      'security_definer', p.prosecdef, 'leakproof', p.proleakproof, 'parallel', p.proparallel::text,
      'cost', p.procost, 'rows', p.prorows, 'config', to_jsonb(p.proconfig),
      'owner', p.proowner::regrole::text, 'acl', ${acl('p.proacl', "'f'", 'p.proowner')},
      'extension', ${extension('pg_proc', 'p.oid')},
      'comment', obj_description(p.oid, 'pg_proc'), 'body', p.prosrc)) as value
      from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace join pg_language as l on l.oid = p.prolang
     where ${OURS('n.nspname')}`,

  triggers: `
    select n.nspname || '.' || c.relname || '.' || t.tgname as key, jsonb_strip_nulls(jsonb_build_object(
      'definition', pg_get_triggerdef(t.oid, true), 'enabled', t.tgenabled::text,
      'comment', obj_description(t.oid, 'pg_trigger'))) as value
      from pg_trigger as t join pg_class as c on c.oid = t.tgrelid join pg_namespace as n on n.oid = c.relnamespace
     where not t.tgisinternal`,

  rules: `
    select r.schemaname || '.' || r.tablename || '.' || r.rulename as key,
           jsonb_build_object('definition', r.definition) as value
      from pg_rules as r`,

  types: `
    select n.nspname || '.' || t.typname as key, jsonb_strip_nulls(jsonb_build_object(
      'kind', t.typtype::text, 'owner', t.typowner::regrole::text, 'acl', ${acl('t.typacl', "'T'", 't.typowner')},
      'labels', (select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum as e where e.enumtypid = t.oid),
      'base', case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end,
      'not_null', case when t.typtype = 'd' then t.typnotnull end, 'default', t.typdefault,
      'attributes', (select jsonb_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) order by a.attnum)
                       from pg_attribute as a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
      'comment', obj_description(t.oid, 'pg_type'))) as value
      from pg_type as t join pg_namespace as n on n.oid = t.typnamespace
     where t.typtype in ('e', 'd', 'r', 'm', 'c') and ${OURS('n.nspname')}
       and (t.typtype <> 'c' or (select c.relkind from pg_class as c where c.oid = t.typrelid) = 'c')`,

  extensions: `
    select e.extname as key, jsonb_build_object('version', e.extversion, 'schema', e.extnamespace::regnamespace::text) as value
      from pg_extension as e`,

  default_privileges: `
    select d.defaclrole::regrole::text || ' in ' || coalesce(d.defaclnamespace::regnamespace::text, 'every schema')
           || ' on ' || d.defaclobjtype::text as key,
           jsonb_build_object('acl', ${acl('d.defaclacl', "'r'", 'd.defaclrole')}) as value
      from pg_default_acl as d`,

  roles: `
    select r.rolname as key, jsonb_strip_nulls(jsonb_build_object(
      'superuser', r.rolsuper, 'inherit', r.rolinherit, 'create_role', r.rolcreaterole, 'create_db', r.rolcreatedb,
      'login', r.rolcanlogin, 'replication', r.rolreplication, 'bypass_rls', r.rolbypassrls,
      'member_of', (select jsonb_agg(m.roleid::regrole::text order by 1) from pg_auth_members as m where m.member = r.oid),
      'config', (select to_jsonb(s.setconfig) from pg_db_role_setting as s where s.setrole = r.oid and s.setdatabase = 0))) as value
      from pg_roles as r where r.rolname !~ '^pg_'`,

  publications: `
    select p.pubname as key, jsonb_build_object('all_tables', p.puballtables,
      'tables', (select coalesce(jsonb_agg(t.schemaname || '.' || t.tablename order by 1), '[]'::jsonb)
                   from pg_publication_tables as t where t.pubname = p.pubname)) as value
      from pg_publication as p`,

  event_triggers: `
    select e.evtname as key, jsonb_strip_nulls(jsonb_build_object('event', e.evtevent, 'function', e.evtfoid::regproc::text,
      'enabled', e.evtenabled::text, 'tags', to_jsonb(e.evttags))) as value
      from pg_event_trigger as e`,
} as const;

/**
 * Rows that migrations write into tables as part of the schema, keyed by what names them. Each
 * query runs only where its table exists (pg_cron and pgmq come with the migrations).
 */
export const DATA = {
  cron_jobs: {
    table: 'cron.job',
    sql: `select coalesce(j.jobname, j.command) as key, jsonb_build_object('schedule', j.schedule, 'command', j.command,
            'database', j.database, 'username', j.username, 'active', j.active) as value from cron.job as j`,
  },
  queues: {
    table: 'pgmq.meta',
    sql: `select m.queue_name as key, jsonb_build_object('partitioned', m.is_partitioned, 'unlogged', m.is_unlogged) as value
            from pgmq.meta as m`,
  },
  buckets: {
    table: 'storage.buckets',
    sql: `select b.id as key, jsonb_strip_nulls(to_jsonb(b) - 'created_at' - 'updated_at') as value from storage.buckets as b`,
  },
  retention_periods: {
    table: 'private.retention_periods',
    sql: `select p.key, to_jsonb(p) - 'key' as value from private.retention_periods as p`,
  },
  // The values are generated per database; only which secrets exist is the schema's.
  secrets: {
    table: 'private.secrets',
    sql: `select s.name as key, '{}'::jsonb as value from private.secrets as s`,
  },
} as const;
