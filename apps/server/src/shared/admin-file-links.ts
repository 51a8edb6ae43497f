import type { Text } from '@rollcall/contract/i18n/text-key';
import type { FastifyInstance } from 'fastify';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';
import { getOrCreateSecret } from './secrets.js';
import { openSessionActor } from './sessions.js';
import { signedLinks, type LinkMaker, type SignedLinkQuery } from './signed-links.js';

/** The links to the files only administrators make (reports, card batches, letters). */
export type AdminFileLinks = {
  /** The links one administrator is handed: each names their session. */
  for: (actor: Pick<Actor, 'id' | 'sessionId'>) => LinkMaker;
  /** Refuses a link that is not genuine, has expired, or whose holder is no longer signed in as an administrator. */
  verify: (id: string, query: SignedLinkQuery, now: Date) => Promise<void>;
};

/**
 * Signed, expiring links that also stop working when the administrator who asked for them signs
 * out, is signed out, deactivated or demoted (issue 39): the link names their session, and each
 * download checks it is still open and theirs, as a request with a bearer token would.
 */
export async function adminFileLinks(
  app: FastifyInstance,
  options: {
    /** The installation secret the links are signed with (app_secrets). */
    secretName: string;
    purpose: string;
    ttlSeconds: number;
    pathOf: (id: string) => string;
    messages?: { invalid: Text; expired: Text };
  },
): Promise<AdminFileLinks> {
  const links = signedLinks({
    ...options,
    secret: await getOrCreateSecret(app.db, options.secretName),
  });
  return {
    for: (actor) => ({
      urlFor: (id, now) => links.urlFor(id, now, `${actor.sessionId}.${actor.id}`),
    }),
    verify: async (id, query, now) => {
      const [sessionId, userId] = links.verify(id, query, now)?.split('.') ?? [];
      if (!sessionId || !userId) throw new AppError('LINK_INVALID', options.messages?.invalid);
      const holder = await openSessionActor(
        app.pool,
        { sessionId, userId, role: 'admin' },
        undefined,
      ).catch((error: unknown) => {
        if (error instanceof AppError) return undefined;
        throw error;
      });
      if (holder?.role !== 'admin') throw new AppError('LINK_SIGNED_OUT');
    },
  };
}
