import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonBytes, jsonbFromBytes } from '../../db/json-bytes.js';
import type { RosterUpdate } from './roster-plan.js';

/** Rows a statement updates: they travel as one JSON parameter. */
const UPDATE_CHUNK = 2000;

/**
 * The roster's fields of these students as JSON texts of UPDATE_CHUNK rows, each applied by one
 * statement (UPDATE … FROM jsonb_to_recordset) rather than one statement per student, so 10,000
 * changed students take seconds. Pure, so the roster's thread makes them (roster-reading).
 */
export function updateChunksOf(
  updates: readonly RosterUpdate[],
  size = UPDATE_CHUNK,
): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < updates.length; start += size) {
    chunks.push(
      jsonBytes(
        updates.slice(start, start + size).map(({ id, sourcedId, input }) => ({
          id,
          sourced_id: sourcedId,
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email ?? null,
          phone_number: input.phoneNumber ?? null,
          date_of_birth: input.dateOfBirth ?? null,
          gender: input.gender ?? null,
          class: input.class,
          section: input.section,
          guardian_name: input.guardianName,
          guardian_phone: input.guardianPhone,
          guardian_email: input.guardianEmail ?? null,
          guardian_relation: input.guardianRelation,
        })),
      ),
    );
  }
  return chunks;
}

/**
 * Applies one of updateChunksOf's chunks inside the caller's transaction: each student gets its
 * sourcedId and, if it was archived, comes back.
 */
export async function updateStudentChunk(tx: Db, json: Uint8Array) {
  await tx.execute(sql`
      update students as s set
        sourced_id = v.sourced_id, first_name = v.first_name, last_name = v.last_name,
        email = v.email, phone_number = v.phone_number, date_of_birth = v.date_of_birth,
        gender = v.gender, class = v.class, section = v.section,
        guardian_name = v.guardian_name, guardian_phone = v.guardian_phone,
        guardian_email = v.guardian_email, guardian_relation = v.guardian_relation,
        archived_at = null, updated_at = now()
      from jsonb_to_recordset(${jsonbFromBytes(json)}) as v(id uuid, sourced_id text, first_name text,
        last_name text, email text, phone_number text, date_of_birth date, gender text,
        class text, section text, guardian_name text, guardian_phone text, guardian_email text,
        guardian_relation text)
      where s.id = v.id`);
}
