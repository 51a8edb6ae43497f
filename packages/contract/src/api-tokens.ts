import { z } from 'zod';
import { IdParamsSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { textKey } from './i18n/text-key.js';

/**
 * What a token may reach. `import`: the OneRoster and CSV student imports, nothing else; every
 * other route answers 403 to a token.
 */
export const API_TOKEN_SCOPES = ['import'] as const;
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>;

/** Every token starts so, which tells it from a sign-in's access token (a JWT) at a glance. */
export const API_TOKEN_PREFIX = 'rcat_';
export const API_TOKEN_NAME_MAX = 80;
/** How long a new token works, in days (chosen when it is made); the admins are told a week before. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];
export const DEFAULT_API_TOKEN_LIFETIME: ApiTokenLifetime = 90;
export const API_TOKEN_EXPIRY_NOTICE_DAYS = 7;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Please give the token a name',
  scopeRequired: 'Choose at least one scope',
  created: 'API token created. Copy it now: it is not shown again.',
  revoked: 'API token revoked. Scripts using it stop working at once.',
  tokenOnly: 'An API token can only run the student imports.',
  lifetimeInvalid: 'Choose 30, 90 or 365 days',
} as const;

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  import: 'Student imports (OneRoster and CSV)',
};

export const CreateApiTokenBodySchema = z.strictObject({
  name: textSchema({ error: textKey('apiTokens.nameRequired') })
    .trim()
    .min(1, textKey('apiTokens.nameRequired'))
    .max(API_TOKEN_NAME_MAX, textKey('common.tooLong', { max: API_TOKEN_NAME_MAX })),
  scopes: z
    .array(ApiTokenScopeSchema, { error: textKey('apiTokens.scopeRequired') })
    .min(1, textKey('apiTokens.scopeRequired'))
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .union(
      API_TOKEN_LIFETIMES.map((days) => z.literal(days)),
      { error: textKey('apiTokens.lifetimeInvalid') },
    )
    .default(DEFAULT_API_TOKEN_LIFETIME),
});
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBodySchema>;

export const ApiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  createdBy: z.string().optional(),
  createdAt: z.string(),
  lastUsedAt: z.string().optional(),
  /** When it stops working. */
  expiresAt: z.string(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const apiTokensApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api-tokens',
    body: CreateApiTokenBodySchema,
    status: 201,
    response: z.object({
      /** The token itself, shown this once; the server keeps only its SHA-256. */
      token: z.string(),
      apiToken: ApiTokenSchema,
      message: z.string(),
    }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api-tokens',
    response: z.object({ apiTokens: z.array(ApiTokenSchema) }),
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api-tokens/:id',
    params: IdParamsSchema,
    response: z.object({ message: z.string() }),
  }),
};
