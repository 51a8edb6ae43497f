import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema/secrets.js';

/**
 * Returns the named secret, generating it on first use. Insert-or-ignore then read, so that two
 * processes starting together agree on one value.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
