import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Tables of ours a backup leaves out, and why. Every other table in the `public` schema is backed
 * up, so a table added later is included without anyone remembering to list it (a test checks
 * that every table is one or the other). pg-boss's queue lives in its own schema and is never read.
 */
export const TABLES_NOT_BACKED_UP = {
  audit_log: 'history of what was done; a restore adds to it and never rewrites it',
  sessions: 'sign-ins of this moment; a restore keeps the restoring admin signed in',
  refresh_tokens: 'sign-ins of this moment',
  rate_limit_hits: 'sign-in attempt counters, minutes long',
  app_secrets: "this installation's keys: they stay with it, so printed QR codes keep working",
  maintenance_state: 'the state of this installation, not of the school',
  offsite_backup_state:
    'how the last off-machine copy went: the state of this installation, not of the school',
  attendance_day_totals: 'running totals, rebuilt from the restored records by the next roll-up',
  attendance_year_marks: 'running totals, rebuilt from the restored records by the next roll-up',
  attendance_totals_state: 'how far the totals are rolled up; a restore starts them over',
} as const satisfies Record<string, string>;

const isBackedUp = (table: string) => !(table in TABLES_NOT_BACKED_UP);

export type TableShape = { name: string; columns: string[] };

/**
 * The tables a backup holds, each with its columns, parents before children (foreign keys), so
 * that re-inserting in this order satisfies every key. A table referring to itself is fine (its
 * rows go in one statement); a cycle between tables would be refused here.
 */
export async function backedUpTables(db: Db): Promise<TableShape[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     order by c.table_name, c.ordinal_position`);
  const references = await db.execute<{ child: string; parent: string }>(sql`
    select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);

  const shapes = new Map<string, string[]>();
  for (const row of columns.rows) {
    if (!isBackedUp(row.table_name)) continue;
    shapes.set(row.table_name, [...(shapes.get(row.table_name) ?? []), row.column_name]);
  }
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    if (!shapes.has(child) || !shapes.has(parent)) continue;
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent));
  }

  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const pending = [...shapes.keys()].sort();
  while (pending.length > 0) {
    const ready = pending.find((table) =>
      [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (!ready) throw new Error(`Foreign keys form a cycle among: ${pending.join(', ')}`);
    pending.splice(pending.indexOf(ready), 1);
    placed.add(ready);
    ordered.push({ name: ready, columns: shapes.get(ready) ?? [] });
  }
  return ordered;
}

/** How far this database's schema has come: the number of migrations applied. */
export async function schemaVersion(db: Db): Promise<number> {
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]?.applied ?? 0;
}

/** A table or column name written into SQL: only names this database reported are ever used. */
export const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
