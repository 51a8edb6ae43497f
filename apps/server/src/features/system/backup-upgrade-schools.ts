import { randomUUID } from 'node:crypto';
import type { BackupTable } from './backup-file.js';

/** The code migration 0044 gave every installation's school. */
export const FIRST_SCHOOL_CODE = 'school-1';

const withColumn = (
  table: BackupTable,
  column: string,
  valueOf: (row: BackupTable['rows'][number]) => unknown,
): BackupTable => ({
  ...table,
  columns: [...table.columns.filter((name) => name !== column), column],
  rows: table.rows.map((row) => ({ ...row, [column]: valueOf(row) })),
});

/**
 * 0044 (issue 41): the file's school becomes the first school of a district of one, as the
 * migration made of the database: its settings row is that school's, every account works there,
 * and today's administrators are the district's.
 */
export function intoDistrictOfOne(tables: BackupTable[]): BackupTable[] {
  // A file that has its schools already (the tests' older files are newer ones rewritten).
  if (tables.some((table) => table.name === 'schools')) return tables;
  const schoolId = randomUUID();
  const now = new Date().toISOString();
  const userIds = tables.find((table) => table.name === 'users')?.rows.map((row) => row.id) ?? [];
  const upgraded = tables.map((table) => {
    if (table.name === 'school_settings') return withColumn(table, 'school_id', () => schoolId);
    if (table.name === 'users') {
      return withColumn(table, 'is_district_admin', (row) => row.role === 'admin');
    }
    return table;
  });
  return [
    ...upgraded,
    {
      name: 'schools',
      columns: ['id', 'code', 'is_active', 'created_at', 'updated_at'],
      rows: [
        {
          id: schoolId,
          code: FIRST_SCHOOL_CODE,
          is_active: true,
          created_at: now,
          updated_at: now,
        },
      ],
    },
    {
      name: 'school_memberships',
      columns: ['user_id', 'school_id', 'created_at'],
      rows: userIds.map((userId) => ({ user_id: userId, school_id: schoolId, created_at: now })),
    },
  ];
}

/**
 * 0045, 0048 to 0052, 0054, 0055, 0060 (issue 41): the file's rows of the tables `names` are at its one
 * school, as the migrations placed the database's (a file from before 0044 has been given its
 * school by then).
 */
export const atTheFirstSchool =
  (...names: string[]) =>
  (tables: BackupTable[]): BackupTable[] => {
    const schoolId = tables.find((table) => table.name === 'schools')?.rows[0]?.id;
    return tables.map((table) =>
      names.includes(table.name) && !table.columns.includes('school_id')
        ? withColumn(table, 'school_id', () => schoolId)
        : table,
    );
  };

/** 0057 (issue 41): each membership takes its account's one role of before, as the migration did. */
export function membershipsWithRoles(tables: BackupTable[]): BackupTable[] {
  const roleOf = new Map(
    tables.find((table) => table.name === 'users')?.rows.map((row) => [row.id, row.role]) ?? [],
  );
  return tables.map((table) =>
    table.name === 'school_memberships' && !table.columns.includes('role')
      ? withColumn(table, 'role', (row) => roleOf.get(row.user_id) ?? 'teacher')
      : table,
  );
}
