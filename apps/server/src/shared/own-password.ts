import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { AppError } from './app-error.js';
import { verifyPassword } from './passwords.js';

/**
 * The signed-in person's own password, asked again (a password change, turning two-factor sign-in
 * off, a confirmation): a wrong one is the error of the form's `field`.
 */
export async function checkOwnPassword(
  db: Db,
  userId: string,
  password: string,
  field: 'password' | 'currentPassword',
): Promise<void> {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(account?.passwordHash, password))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', undefined, {
      [field]: text('errors.WRONG_CURRENT_PASSWORD'),
    });
  }
}
