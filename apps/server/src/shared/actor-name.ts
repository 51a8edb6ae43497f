import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import type { Actor } from './actor.js';

/**
 * The acting staff member's name, as a file, a register or a token keeps who made it (the name at
 * the time: a later rename does not rewrite history). The audit log reads it in its own insert.
 */
/** Who a record names when its maker's account is gone. */
export const UNKNOWN_ACTOR = 'Unknown user';

export async function actorName(db: Db, actor: Pick<Actor, 'id'>): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.id));
  return row?.name ?? UNKNOWN_ACTOR;
}
