import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text, type TextKey } from '@rollcall/contract/i18n/text-key';
import type { FastifyRequest } from 'fastify';
import { SSO_OUTCOME_TEXT, ssoProvidersApi, type SsoTestResult } from '@rollcall/contract/sso';
import { ssoAttempts } from '../../db/schema/sso.js';
import { actorOf, requireDistrictAdmin } from '../../plugins/authenticate.js';
import { AppError } from '../../shared/app-error.js';
import { requireRecentConfirmation } from '../../shared/recent-confirmation.js';
import { routeOf } from '../../shared/route-of.js';
import { forgetProviderConfiguration } from './sso-discovery.js';
import { SsoRefusal } from './sso-identity.js';
import {
  createSsoProvider,
  deleteSsoProvider,
  listSsoProviders,
  ssoProviderById,
  toSsoProvider,
  updateSsoProvider,
  type SsoProviderRow,
} from './sso-providers.service.js';
import { callbackUrlOf } from './sso-redirects.js';
import { providerAddress } from './sso-trip.js';

type TestOutcome = NonNullable<SsoTestResult['outcome']>;

/**
 * The district's sign-in providers, for district administrators signed in: a change asks for the
 * recent confirmation, since a provider decides who signs in as whom.
 */
export const ssoProvidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, keys: app.twoFactorKeys };
  const saved = (request: FastifyRequest, row: SsoProviderRow, message: TextKey) => ({
    provider: toSsoProvider(row, callbackUrlOf(request, app.publicUrl, row.id)),
    message: text(message),
  });

  app.route(
    routeOf(ssoProvidersApi.list, {
      guard: requireDistrictAdmin,
      handler: async (request) => ({
        providers: (await listSsoProviders(app.db)).map((row) =>
          toSsoProvider(row, callbackUrlOf(request, app.publicUrl, row.id)),
        ),
      }),
    }),
  );
  app.route(
    routeOf(ssoProvidersApi.create, {
      guard: requireDistrictAdmin,
      preHandler: requireRecentConfirmation,
      handler: async (request) => {
        const row = await createSsoProvider(
          app.db,
          app.twoFactorKeys,
          actorOf(request),
          request.body,
        );
        return {
          provider: toSsoProvider(row, callbackUrlOf(request, app.publicUrl, row.id)),
          message: text('sso.created'),
        };
      },
    }),
  );
  app.route(
    routeOf(ssoProvidersApi.update, {
      guard: requireDistrictAdmin,
      preHandler: requireRecentConfirmation,
      handler: async (request) => {
        const row = await updateSsoProvider(
          app.db,
          app.twoFactorKeys,
          actorOf(request),
          request.params.id,
          request.body,
        );
        forgetProviderConfiguration(row.id);
        return saved(request, row, 'sso.updated');
      },
    }),
  );
  app.route(
    routeOf(ssoProvidersApi.remove, {
      guard: requireDistrictAdmin,
      preHandler: requireRecentConfirmation,
      handler: async (request) => {
        const answer = await deleteSsoProvider(app.db, actorOf(request), request.params.id);
        forgetProviderConfiguration(request.params.id);
        return answer;
      },
    }),
  );
  app.route(
    routeOf(ssoProvidersApi.startTest, {
      guard: requireDistrictAdmin,
      handler: async (request, reply) => {
        const provider = await ssoProviderById(app.db, request.params.id);
        try {
          const url = await providerAddress(deps, request, reply, {
            provider,
            redirectUri: callbackUrlOf(request, app.publicUrl, provider.id),
            testedBy: actorOf(request).id,
          });
          return { url, message: text('sso.testStarted') };
        } catch (error) {
          // Not reachable, or its secret cannot be read: said at once, no tab to open.
          if (!(error instanceof SsoRefusal)) throw error;
          const reason = text(SSO_OUTCOME_TEXT[error.outcome]);
          throw error.outcome === 'providerDown'
            ? new AppError('SERVICE_UNAVAILABLE', reason)
            : new AppError('VALIDATION_FAILED', reason);
        }
      },
    }),
  );
  app.route(
    routeOf(ssoProvidersApi.testResult, {
      guard: requireDistrictAdmin,
      handler: async (request) => {
        const [latest] = await app.db
          .select()
          .from(ssoAttempts)
          .where(
            and(
              eq(ssoAttempts.providerId, request.params.id),
              eq(ssoAttempts.testedBy, actorOf(request).id),
            ),
          )
          .orderBy(desc(ssoAttempts.createdAt))
          .limit(1);
        if (!latest) return { test: null };
        const startedAt = latest.createdAt.toISOString();
        if (!latest.outcome || !latest.finishedAt) return { test: { startedAt } };
        const outcome = latest.outcome as TestOutcome;
        return {
          test: {
            startedAt,
            finishedAt: latest.finishedAt.toISOString(),
            outcome,
            ...(latest.outcomeEmail && { email: latest.outcomeEmail }),
          },
        };
      },
    }),
  );
};
