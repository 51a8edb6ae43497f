import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SSO_SIGNED_IN_PAGE, ssoApi } from '@rollcall/contract/sso';
import { routeOf } from '../../shared/route-of.js';
import { getSettings } from '../../shared/school-settings.js';
import type { StaffMail } from '../../shared/staff-mail.js';
import { deliverTokens } from '../../shared/refresh-cookie.js';
import { recordTestOutcome } from './sso-attempts.js';
import { SSO_ACCOUNT_MAIL_QUEUE } from './sso-account-mail.js';
import { SsoRefusal } from './sso-identity.js';
import { listSsoProviders, ssoProviderById } from './sso-providers.service.js';
import { callbackUrlOf, challengePage, signInPageWith, testReturnPage } from './sso-redirects.js';
import { signInByProvider, type NewAccount } from './sso-sign-in.service.js';
import { providerAddress, tripBack } from './sso-trip.js';

/**
 * Signing in through a provider (issue 42), public as the password sign-in is: the sign-in page's
 * buttons, the trip to the provider, and the way back, which ends signed in (the refresh cookie
 * set) on the dashboard, or on the sign-in page with the reason.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{ email?: StaffMail | undefined }> = async (
  app,
  { email },
) => {
  const deps = { db: app.db, keys: app.twoFactorKeys };
  const seeOther = (reply: FastifyReply, to: string) => reply.redirect(to, 303);
  const tellAdmins = async (created: NewAccount | undefined, provider: string) => {
    if (created && email && app.jobs) {
      await app.jobs.enqueue(SSO_ACCOUNT_MAIL_QUEUE, { ...created, provider });
    }
  };

  app.route(
    routeOf(ssoApi.providers, {
      guard: 'public',
      handler: async () => ({
        providers: (await listSsoProviders(app.db)).map((row) => ({
          id: row.id,
          name: row.name,
          kind: row.kind,
        })),
      }),
    }),
  );

  app.route(
    routeOf(ssoApi.start, {
      guard: 'public',
      config: { rateLimit: app.signInLimitPerIp },
      handler: async (request, reply) => {
        const provider = await ssoProviderById(app.db, request.params.id);
        try {
          const redirectUri = callbackUrlOf(request, app.publicUrl, provider.id);
          return seeOther(
            reply,
            await providerAddress(deps, request, reply, { provider, redirectUri }),
          );
        } catch (error) {
          if (error instanceof SsoRefusal) return seeOther(reply, signInPageWith(error.outcome));
          throw error;
        }
      },
    }),
  );

  app.route(
    routeOf(ssoApi.callback, {
      guard: 'public',
      config: { rateLimit: app.signInLimitPerIp },
      handler: async (request, reply) => {
        const provider = await ssoProviderById(app.db, request.params.id);
        const { attempt, result } = await tripBack(deps, request, reply, provider, request.query);
        if (attempt?.testedBy) {
          await recordTestOutcome(app.db, attempt.state, {
            outcome: result instanceof SsoRefusal ? result.outcome : 'worked',
            ...(!(result instanceof SsoRefusal) && { email: result.email }),
          });
          return seeOther(reply, testReturnPage(provider.id));
        }
        if (result instanceof SsoRefusal) return seeOther(reply, signInPageWith(result.outcome));
        try {
          const signedIn = await signInByProvider(
            app.db,
            { jwtKey: app.jwtKey, now: app.clock(), userAgent: request.headers['user-agent'] },
            provider,
            result,
          );
          await tellAdmins(signedIn.created, provider.name);
          if (signedIn.kind === 'challenge') {
            return seeOther(reply, challengePage(signedIn.challengeToken));
          }
          deliverTokens(request, reply, signedIn.response, {
            maxSessionDays: (await getSettings(app.db)).maxSessionDays,
            presentedIn: 'cookie',
          });
          return seeOther(reply, SSO_SIGNED_IN_PAGE);
        } catch (error) {
          if (error instanceof SsoRefusal) return seeOther(reply, signInPageWith(error.outcome));
          throw error;
        }
      },
    }),
  );
};
