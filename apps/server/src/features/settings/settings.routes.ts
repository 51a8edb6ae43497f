import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@rollcall/contract/common';
import {
  SchoolInfoSchema,
  SchoolSettingsBodySchema,
  SchoolSettingsSchema,
} from '@rollcall/contract/settings';
import { requireAdmin, requireUser } from '../../plugins/authenticate.js';
import { getSchoolInfo, getSettings, updateSettings } from './settings.service.js';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        response: { 200: successEnvelope(z.object({ settings: SchoolSettingsSchema })) },
      },
    },
    async () => ({ success: true as const, data: { settings: await getSettings(app.db) } }),
  );

  app.put(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        body: SchoolSettingsBodySchema,
        response: {
          200: successEnvelope(z.object({ settings: SchoolSettingsSchema, message: z.string() })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSettings(app.db, request.body),
    }),
  );

  /** What every signed-in screen may show: the school's name and contacts (ID cards, headers). */
  app.get(
    '/settings/school',
    {
      onRequest: requireUser,
      schema: { tags, response: { 200: successEnvelope(SchoolInfoSchema) } },
    },
    async () => ({ success: true as const, data: await getSchoolInfo(app.db) }),
  );
};
