import { z } from 'zod';
import { IdParamsSchema, IdSchema, MessageSchema, textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { messageTemplate } from './i18n/message-template.js';
import { textKey, type TextKey } from './i18n/text-key.js';

/**
 * Staff sign-in through the school's Google Workspace, Microsoft Entra ID or any OpenID Connect
 * provider (issue 42): the Authorization Code flow with PKCE, the ID token checked by
 * `openid-client`, the account found by the e-mail the provider vouches for.
 */
export const SSO_PROVIDER_KINDS = ['google', 'microsoft', 'oidc'] as const;
export const SsoProviderKindSchema = z.enum(SSO_PROVIDER_KINDS);
export type SsoProviderKind = z.infer<typeof SsoProviderKindSchema>;

export const SSO_CREATE_ACCOUNTS = ['off', 'teachers'] as const;
export type SsoCreateAccounts = (typeof SSO_CREATE_ACCOUNTS)[number];

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** A Microsoft Entra ID tenant's issuer: only that tenant's tokens are accepted. */
export const microsoftIssuer = (tenantId: string) =>
  `https://login.microsoftonline.com/${tenantId}/v2.0`;
export const MICROSOFT_ISSUER_PATTERN =
  /^https:\/\/login\.microsoftonline\.com\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/v2\.0$/i;

/** Where the callback sends the browser: the sign-in page with `?sso=<outcome>` on a refusal. */
export const SSO_SIGN_IN_PAGE = '/login';
/** After a sign-in that worked; an admin who must also give a Rollcall code gets `#challenge=`. */
export const SSO_SIGNED_IN_PAGE = '/';
/** Where a test sign-in's tab lands, with `?ssoTest=<provider id>` (the screen shows the result). */
export const SSO_TEST_RETURN_PAGE = '/settings';

/** How long a trip to the provider and back may take. */
export const SSO_ATTEMPT_MINUTES = 10;
export const SSO_NAME_MAX = 80;

/**
 * How a provider sign-in ended, as the sign-in page's `?sso=` names it: each is a text below. The
 * callback never puts anything else in the address (no e-mail, no provider error text).
 */
export const SSO_OUTCOMES = [
  'noAccount',
  'accountInactive',
  'domainNotAllowed',
  'emailNotVerified',
  'providerRefused',
  'providerDown',
  'attemptExpired',
  'maintenance',
  'tooManyAttempts',
] as const;
export const SsoOutcomeSchema = z.enum(SSO_OUTCOMES);
export type SsoOutcome = z.infer<typeof SsoOutcomeSchema>;

export const SSO_MESSAGES = {
  nameRequired: 'Please give the provider a name',
  issuerInvalid: 'Enter the issuer as an https address',
  googleIssuer: 'Google Workspace signs in at https://accounts.google.com',
  microsoftIssuer: "Enter the directory (tenant) ID of the school's Microsoft Entra ID",
  clientIdRequired: 'Enter the client ID the provider gave you',
  clientSecretRequired: 'Enter the client secret the provider gave you',
  domainInvalid: 'Enter e-mail domains such as school.org',
  googleDomainsRequired: "Google Workspace needs at least one of the school's e-mail domains",
  domainsForNewAccounts: 'Name the e-mail domains whose staff get an account at first sign-in',
  created: 'Sign-in provider added. Register the redirect URL at the provider.',
  updated: 'Sign-in provider saved',
  deleted: 'Sign-in provider removed. Its staff now sign in with a password.',
  noAccount: 'No Rollcall account has your e-mail address. Ask an administrator to add you.',
  domainNotAllowed: 'Your e-mail domain is not allowed to sign in here.',
  emailNotVerified: 'The provider has not verified your e-mail address.',
  providerRefused: 'The sign-in provider refused the sign-in. Please try again.',
  providerDown:
    'The sign-in provider cannot be reached. Sign in with your password, or try again later.',
  attemptExpired: 'The sign-in took too long. Please try again.',
  signInWith: messageTemplate('Sign in with {{name}}', 'name'),
  passwordSsoOnly: 'This account signs in with single sign-on: use the button above the form.',
  ssoOnlyAdmin: 'An administrator keeps a password: it is the way in when the provider is down.',
  testWorked: 'Test sign-in worked: the provider vouched for this e-mail address.',
  testStarted: 'Finish the sign-in in the new tab, then come back here.',
  signInOr: 'or sign in with your password',
  ssoOnlyLabel: 'Single sign-on only',
  ssoOnlyHelp: 'Signs in only through a sign-in provider: no password is used.',
  accountCreatedSubject: messageTemplate('New staff account at {{school}}', 'school'),
  accountCreatedBody: messageTemplate(
    '{{name}} ({{email}}) signed in through {{provider}} for the first time, and Rollcall made them a teacher account. If they should not have one, deactivate it under Users.',
    'name',
    'email',
    'provider',
  ),
} as const;

/** Each outcome's text: the sign-in page shows it, in the reader's language. */
export const SSO_OUTCOME_TEXT: Record<SsoOutcome, TextKey> = {
  noAccount: 'sso.noAccount',
  accountInactive: 'errors.ACCOUNT_INACTIVE',
  domainNotAllowed: 'sso.domainNotAllowed',
  emailNotVerified: 'sso.emailNotVerified',
  providerRefused: 'sso.providerRefused',
  providerDown: 'sso.providerDown',
  attemptExpired: 'sso.attemptExpired',
  maintenance: 'errors.MAINTENANCE',
  tooManyAttempts: 'errors.RATE_LIMITED',
};

const DomainSchema = textSchema()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: textKey('sso.domainInvalid'),
  });

const providerFields = {
  name: textSchema({ error: textKey('sso.nameRequired') })
    .trim()
    .min(1, textKey('sso.nameRequired'))
    .max(SSO_NAME_MAX, textKey('common.tooLong', { max: SSO_NAME_MAX })),
  kind: SsoProviderKindSchema,
  /** Google's is fixed; Microsoft's names the tenant (`microsoftIssuer`); any https address else. */
  issuer: textSchema({ error: textKey('sso.issuerInvalid') })
    .trim()
    .min(1, textKey('sso.issuerInvalid'))
    .max(500, textKey('sso.issuerInvalid')),
  clientId: textSchema({ error: textKey('sso.clientIdRequired') })
    .trim()
    .min(1, textKey('sso.clientIdRequired'))
    .max(500, textKey('sso.clientIdRequired')),
  allowedDomains: z
    .array(DomainSchema)
    .max(50)
    .default([])
    .transform((domains) => [...new Set(domains)]),
  createAccounts: z.enum(SSO_CREATE_ACCOUNTS).default('off'),
  /** Where a teacher account made at first sign-in works; the only school when there is one. */
  newAccountsSchoolId: IdSchema.nullish(),
};

const ClientSecretSchema = textSchema({ error: textKey('sso.clientSecretRequired') })
  .min(1, textKey('sso.clientSecretRequired'))
  .max(2000, textKey('sso.clientSecretRequired'));

export const CreateSsoProviderBodySchema = z.strictObject({
  ...providerFields,
  clientSecret: ClientSecretSchema,
});
export type CreateSsoProviderBody = z.input<typeof CreateSsoProviderBodySchema>;
/** As the server reads it, defaults applied. */
export type CreateSsoProviderValues = z.infer<typeof CreateSsoProviderBodySchema>;

/** A blank or absent secret keeps the one stored. */
export const UpdateSsoProviderBodySchema = z.strictObject({
  ...providerFields,
  clientSecret: z.preprocess(
    (value) => (value === '' ? undefined : value),
    ClientSecretSchema.optional(),
  ),
});
export type UpdateSsoProviderBody = z.input<typeof UpdateSsoProviderBodySchema>;
export type UpdateSsoProviderValues = z.infer<typeof UpdateSsoProviderBodySchema>;

export const SsoProviderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: SsoProviderKindSchema,
  issuer: z.string(),
  clientId: z.string(),
  allowedDomains: z.array(z.string()),
  createAccounts: z.enum(SSO_CREATE_ACCOUNTS),
  newAccountsSchoolId: z.string().nullable(),
  /** What to register at the provider as the redirect (callback) URL. */
  redirectUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

export const SsoTestResultSchema = z.object({
  /** Absent while the test has not come back from the provider. */
  outcome: z.union([SsoOutcomeSchema, z.literal('worked')]).optional(),
  /** The e-mail the provider vouched for, when it did. */
  email: z.string().optional(),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
});
export type SsoTestResult = z.infer<typeof SsoTestResultSchema>;

/** What the sign-in page shows: nothing secret. */
export const PublicSsoProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: SsoProviderKindSchema,
});

export const SsoCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(500).optional(),
});

/** Sign-in providers, managed by district administrators. */
export const ssoProvidersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sso-providers',
    response: z.object({ providers: z.array(SsoProviderSchema) }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sso-providers',
    body: CreateSsoProviderBodySchema,
    status: 201,
    response: z.object({ provider: SsoProviderSchema, message: z.string() }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/sso-providers/:id',
    params: IdParamsSchema,
    body: UpdateSsoProviderBodySchema,
    response: z.object({ provider: SsoProviderSchema, message: z.string() }),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/sso-providers/:id',
    params: IdParamsSchema,
    response: MessageSchema,
  }),
  /** Starts a test sign-in: open `url` in a new tab; it signs no one in. */
  startTest: defineEndpoint({
    method: 'POST',
    path: '/sso-providers/:id/test',
    params: IdParamsSchema,
    response: z.object({ url: z.string(), message: z.string() }),
  }),
  /** The caller's latest test of the provider. */
  testResult: defineEndpoint({
    method: 'GET',
    path: '/sso-providers/:id/test',
    params: IdParamsSchema,
    response: z.object({ test: SsoTestResultSchema.nullable() }),
  }),
};

/** The public side: the sign-in page's buttons, and the trip to the provider and back. */
export const ssoApi = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/auth/sso',
    response: z.object({ providers: z.array(PublicSsoProviderSchema) }),
  }),
  start: defineEndpoint({
    method: 'GET',
    path: '/auth/sso/:id/start',
    params: IdParamsSchema,
    response: 'redirect',
  }),
  callback: defineEndpoint({
    method: 'GET',
    path: '/auth/sso/:id/callback',
    params: IdParamsSchema,
    query: SsoCallbackQuerySchema,
    response: 'redirect',
  }),
};
