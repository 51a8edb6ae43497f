import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';

/**
 * Records an action `letter` on each student's open cases (issue 26): the letters of batch
 * `batchId` were made for them. Called in the transaction that stores the batch.
 */
// MERGE: the cases tables and their service are built on another branch; wire this to the cases
// service's action recording there. Until then it records nothing.
export async function recordLetterSent(
  _tx: Db,
  _actor: Actor,
  _studentIds: readonly string[],
  _batchId: string,
): Promise<void> {}
