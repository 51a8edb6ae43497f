import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { hashPassword } from '../../shared/passwords.js';
import { FIRST_SCHOOL_ID, joinSchool } from '../../shared/school-staff.js';

/** A random password that meets the user form's rules (upper, lower, digit). */
const generatePassword = () => `Rc${randomBytes(12).toString('base64url')}7a`;

/**
 * Creates the first admin when no user exists. Returns the generated password when one was made
 * up, so that it can be shown once; undefined when nothing was created or the password was given.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; name: string; password: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return { created: false };
  const password = admin.password ?? generatePassword();
  try {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: admin.name,
          email: admin.email,
          role: 'admin',
          // The installation's first administrator is the district's (issue 41).
          isDistrictAdmin: true,
          passwordHash,
          // A password printed to the server's output is known to whoever can read that output.
          mustChangePassword: admin.password === undefined,
        })
        .returning({ id: users.id });
      if (row) await joinSchool(tx, row.id, FIRST_SCHOOL_ID, 'admin');
    });
  } catch (error) {
    // Another process created the same first admin a moment ago.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  return admin.password ? { created: true } : { created: true, generatedPassword: password };
}
