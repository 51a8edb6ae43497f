import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RosterUpdate } from './roster-import.service.js';

/** Rows a statement updates: about 14 parameters each, far below PostgreSQL's 65,535. */
const UPDATE_CHUNK = 1000;

/**
 * Sets the roster's fields of these students, a chunk of rows per statement (UPDATE … FROM
 * VALUES) rather than one statement per student, so 10,000 changed students take seconds. Each
 * one gets its sourcedId and, if it was archived, comes back.
 */
export async function updateStudentRows(tx: Db, updates: readonly RosterUpdate[]) {
  for (let start = 0; start < updates.length; start += UPDATE_CHUNK) {
    const values = updates.slice(start, start + UPDATE_CHUNK).map(
      ({ id, sourcedId, input }) =>
        sql`(${id}::uuid, ${sourcedId}, ${input.firstName}, ${input.lastName}, ${input.email ?? null},
          ${input.phoneNumber ?? null}, ${input.dateOfBirth ?? null}::date, ${input.gender ?? null},
          ${input.class}, ${input.section}, ${input.guardianName}, ${input.guardianPhone},
          ${input.guardianEmail ?? null}, ${input.guardianRelation})`,
    );
    await tx.execute(sql`
      update students as s set
        sourced_id = v.sourced_id, first_name = v.first_name, last_name = v.last_name,
        email = v.email, phone_number = v.phone_number, date_of_birth = v.date_of_birth,
        gender = v.gender, class = v.class, section = v.section,
        guardian_name = v.guardian_name, guardian_phone = v.guardian_phone,
        guardian_email = v.guardian_email, guardian_relation = v.guardian_relation,
        archived_at = null, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, sourced_id, first_name, last_name, email,
        phone_number, date_of_birth, gender, class, section, guardian_name, guardian_phone,
        guardian_email, guardian_relation)
      where s.id = v.id`);
  }
}
