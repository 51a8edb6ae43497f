import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { verifyPassword } from '../../shared/passwords.js';

/** The signed-in admin's password, asked again before a restore or a reset. */
export async function confirmPassword(db: Db, actor: Actor, password: string) {
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!(await verifyPassword(account?.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', text('system.passwordWrong'), {
      password: text('system.passwordWrong'),
    });
  }
}
