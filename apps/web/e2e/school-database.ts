import path from 'node:path';
// The server's own embedded database (apps/server's dependency, hoisted to the root's modules):
// the e2e specs otherwise reach the data through the API only.
import { PGlite } from '@electric-sql/pglite';

type NewSchool = { code: string; name: string; timezone: string };

/** The school a new installation begins with, by the name the e2e server gives it. */
export const FIRST_SCHOOL = 'Rollcall High School';
/** The district specs' second school, in another time zone, first by name. */
export const NORTH: NewSchool = {
  code: 'north',
  name: 'North Middle School',
  timezone: 'America/Chicago',
};

/**
 * Adds a school to the district in the database of a stopped server's data directory, with its
 * settings row, as apps/server/test/factories.ts's insertSchool does: no route makes a school yet
 * (issue 41). The server is started on the directory again afterwards (own-server.ts, `dataDir`).
 */
export async function insertSchool(dataDir: string, school: NewSchool): Promise<string> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO schools (code) VALUES ($1) RETURNING id',
      [school.code],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('The school was not inserted');
    await db.query(
      'INSERT INTO school_settings (school_id, school_name, timezone) VALUES ($1, $2, $3)',
      [id, school.name, school.timezone],
    );
    return id;
  } finally {
    await db.close();
  }
}
