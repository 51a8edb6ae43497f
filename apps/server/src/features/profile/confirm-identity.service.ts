import type { ConfirmIdentityBody } from '@rollcall/contract/profile';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { checkOwnPassword } from '../../shared/own-password.js';
import { markSessionConfirmed } from '../../shared/recent-confirmation.js';
import type { TwoFactorKeys } from '../../shared/two-factor-crypto.js';
import { checkOwnCode } from '../two-factor/two-factor.service.js';

/**
 * The signed-in person gives their password again (and a code when two-factor sign-in is on):
 * their session may then take the dangerous actions for a few minutes.
 */
export async function confirmIdentity(
  db: Db,
  keys: TwoFactorKeys,
  now: Date,
  actor: Actor,
  input: ConfirmIdentityBody,
) {
  await checkOwnPassword(db, actor.id, input.password, 'password');
  await checkOwnCode(db, keys, now, actor.id, input.code);
  const until = await markSessionConfirmed(db, actor);
  return { confirmedUntil: until.toISOString() };
}
