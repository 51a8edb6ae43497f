import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_TOKEN_EXPIRY_NOTICE_DAYS, noticesApi, type Notice } from '@rollcall/contract/notices';
import { actorOf, requireUser } from '../../plugins/authenticate.js';
import { routeOf } from '../../shared/route-of.js';
import { tokensExpiringWithin } from '../api-tokens/api-tokens.service.js';
import { latestPending } from '../roster/roster-pending.service.js';

/** What waits for the signed-in administrator (the header's bell); nothing for a teacher. */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    routeOf(noticesApi.list, {
      guard: requireUser,
      handler: async (request) => {
        if (actorOf(request).role !== 'admin') return { notices: [] };
        const [held, expiring] = await Promise.all([
          latestPending(app.db),
          tokensExpiringWithin(app.db, app.clock(), API_TOKEN_EXPIRY_NOTICE_DAYS),
        ]);
        const notices: Notice[] = [
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
        return { notices };
      },
    }),
  );
};
