import type pg from 'pg';

/** Row counts and a checksum of every row, for every table of the app's three schemas. */
const tableRowsSql = `
  select format('%I.%I', n.nspname, c.relname) as name,
         (xpath('/row/n/text()', query_to_xml(
           format('select count(*) as n from %I.%I', n.nspname, c.relname),
           false, true, '')))[1]::text as rows,
         (xpath('/row/h/text()', query_to_xml(format(
           'select md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as h from %I.%I t',
           '|', '', n.nspname, c.relname), false, true, '')))[1]::text as checksum
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p')
   order by 1`;

/** What else a database is made of besides rows: sequences' positions, indexes, triggers, keys. */
const shapeSql = `
  select format('sequence %I.%I at %s', schemaname, sequencename, last_value) as part
    from pg_sequences
  union all
  select format('index %I.%I: %s', schemaname, indexname, indexdef) from pg_indexes
   where schemaname in ('public', 'drizzle', 'pgboss')
  union all
  select format('trigger %s on %s', t.tgname, t.tgrelid::regclass) from pg_trigger t
   where not t.tgisinternal
  union all
  select format('constraint %s on %s: %s', k.conname, k.conrelid::regclass, pg_get_constraintdef(k.oid))
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace
   where n.nspname in ('public', 'drizzle', 'pgboss')
  union all
  select format('function %I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'drizzle', 'pgboss')
  order by 1`;

/**
 * A database as a comparison sees it: each table of `public`, `drizzle` and `pgboss` as
 * `rows:checksum`, and the list of its other parts. Two databases with equal snapshots hold the
 * same rows in the same tables with the same indexes, triggers, keys and sequence positions.
 */
export async function databaseSnapshot(client: pg.Client | pg.Pool) {
  const tables = await client.query<{ name: string; rows: string; checksum: string }>(tableRowsSql);
  const shape = await client.query<{ part: string }>(shapeSql);
  return {
    tables: Object.fromEntries(tables.rows.map((row) => [row.name, `${row.rows}:${row.checksum}`])),
    shape: shape.rows.map((row) => row.part),
  };
}
