import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@rollcall/contract/settings';
import {
  actorOf,
  requireAdmin,
  requireDistrictAdmin,
  requireUser,
  schoolOf,
} from '../../plugins/authenticate.js';
import { readImageUpload } from '../../shared/image-upload.js';
import { routeOf } from '../../shared/route-of.js';
import { getOrCreateSecret } from '../../shared/secrets.js';
import {
  deleteSchoolLogo,
  getLogoByLink,
  logoLinks,
  saveSchoolLogo,
  schoolLogoUrl,
} from './school-logo.service.js';
import { getSchoolInfo, updateSettings } from './settings.service.js';
import { getSchoolSettings } from '../../shared/school-settings.js';

/** The message channels the absentee feature was started with; only where they send is read. */
type ConfiguredChannels = Partial<Record<'email' | 'sms', { destination: string } | undefined>>;

export const settingsRoutes: FastifyPluginAsyncZod<{
  channels?: ConfiguredChannels | undefined;
}> = async (app, options) => {
  const links = logoLinks(await getOrCreateSecret(app.db, 'school-logo-links'));

  app.route(
    routeOf(settingsApi.get, {
      guard: requireAdmin,
      handler: async (request) => ({
        settings: await getSchoolSettings(app.db, schoolOf(request)),
      }),
    }),
  );

  app.route(
    routeOf(settingsApi.update, {
      guard: requireAdmin,
      handler: (request) =>
        updateSettings(app.db, actorOf(request), request.body, app.twoFactorKeys),
    }),
  );

  app.route(
    routeOf(settingsApi.school, {
      guard: requireUser,
      handler: async (request) => ({
        ...(await getSchoolInfo(app.db, schoolOf(request))),
        logoUrl: await schoolLogoUrl(app.db, links, app.clock(), schoolOf(request)),
      }),
    }),
  );

  app.route(
    routeOf(settingsApi.uploadLogo, {
      guard: requireAdmin,
      handler: async (request) => {
        const upload = await readImageUpload(request, settingsApi.uploadLogo.uploadField);
        return saveSchoolLogo(app.db, links, app.clock(), actorOf(request), upload);
      },
    }),
  );

  app.route(
    routeOf(settingsApi.deleteLogo, {
      guard: requireAdmin,
      handler: (request) => deleteSchoolLogo(app.db, actorOf(request)),
    }),
  );

  app.route(
    routeOf(settingsApi.logo, {
      guard: 'public',
      handler: async (request, reply) => {
        const { params, query } = request;
        const image = await getLogoByLink(app.db, links, app.clock(), params.version, query);
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, max-age=3600')
          .header('X-Robots-Tag', 'noindex')
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .send(image.data);
      },
    }),
  );

  app.route(
    routeOf(settingsApi.providers, {
      guard: requireDistrictAdmin,
      handler: async () => ({
        email: {
          isConfigured: !!options.channels?.email,
          destination: options.channels?.email?.destination ?? null,
        },
        sms: {
          isConfigured: !!options.channels?.sms,
          destination: options.channels?.sms?.destination ?? null,
        },
        database: app.databaseKind,
      }),
    }),
  );
};
