import { defineEndpoint } from '../endpoint.js';
import { SignedLinkQuerySchema } from '../common.js';
import {
  LOGO_FIELD,
  LogoParamsSchema,
  LogoResponseSchema,
  ProvidersResponseSchema,
  SchoolInfoSchema,
  SchoolSettingsBodySchema,
  SettingsResponseSchema,
  SettingsWithMessageSchema,
} from './schemas.js';

export const settingsApi = {
  get: defineEndpoint({ method: 'GET', path: '/settings', response: SettingsResponseSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings',
    body: SchoolSettingsBodySchema,
    response: SettingsWithMessageSchema,
  }),
  /** What every signed-in screen may show: the school's name and contacts (ID cards, headers). */
  school: defineEndpoint({ method: 'GET', path: '/settings/school', response: SchoolInfoSchema }),
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/settings/logo',
    uploadField: LOGO_FIELD,
    response: LogoResponseSchema,
  }),
  deleteLogo: defineEndpoint({
    method: 'DELETE',
    path: '/settings/logo',
    response: LogoResponseSchema,
  }),
  /** Fetched by <img> tags from the signed link in `school.logoUrl`; the signature is the permission. */
  logo: defineEndpoint({
    method: 'GET',
    path: '/settings/logo/:version',
    params: LogoParamsSchema,
    query: SignedLinkQuerySchema,
    response: 'file',
    isHidden: true,
  }),
  /** Which message providers this server is configured with (never their secrets). */
  providers: defineEndpoint({
    method: 'GET',
    path: '/settings/providers',
    response: ProvidersResponseSchema,
  }),
};
