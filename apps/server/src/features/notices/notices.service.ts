import { API_TOKEN_EXPIRY_NOTICE_DAYS, type Notice } from '@rollcall/contract/notices';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { tokensExpiringWithin } from '../api-tokens/api-tokens.service.js';
import { latestPending } from '../roster/roster-pending.service.js';

/** What waits for the signed-in administrator (the header's bell); nothing for a teacher. */
export async function noticesFor(db: Db, actor: Actor, now: Date): Promise<Notice[]> {
  if (actor.role !== 'admin') return [];
  // The acting school's held import; a district administrator naming no school sees none.
  const held = actor.schoolId ? await latestPending(db, actor.schoolId) : null;
  const expiring = await tokensExpiringWithin(db, now, API_TOKEN_EXPIRY_NOTICE_DAYS);
  return [
    ...(held
      ? [
          {
            kind: 'rosterImportHeld' as const,
            pendingImportId: held._id,
            receivedAt: held.receivedAt,
            count: held.count,
          },
        ]
      : []),
    ...expiring.map((token) => ({
      kind: 'apiTokenExpiring' as const,
      tokenId: token.id,
      name: token.name,
      expiresAt: token.expiresAt.toISOString(),
    })),
  ];
}
