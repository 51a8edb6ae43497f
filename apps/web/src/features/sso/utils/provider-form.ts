import type { TextKey } from '@rollcall/contract/i18n/text-key';
import { isLoopbackHost } from '@rollcall/contract/settings/offsite-backup';
import {
  CreateSsoProviderBodySchema,
  GOOGLE_ISSUER,
  MICROSOFT_ISSUER_PATTERN,
  microsoftIssuer,
  UpdateSsoProviderBodySchema,
  type CreateSsoProviderBody,
  type SsoCreateAccounts,
  type SsoProvider,
  type SsoProviderKind,
} from '@rollcall/contract/sso';

/**
 * The provider form's fields: the issuer is typed for a generic provider only; Google's is fixed
 * and Microsoft's is made from the directory (tenant) ID.
 */
export type ProviderFormValues = {
  kind: SsoProviderKind;
  name: string;
  issuer: string;
  tenantId: string;
  clientId: string;
  /** Write-only: blank on edit keeps the stored one. */
  clientSecret: string;
  allowedDomains: string[];
  createAccounts: SsoCreateAccounts;
  newAccountsSchoolId: string | null;
};

export type ProviderFormField = keyof ProviderFormValues;

/** Each field's message, as the contract's keyed text (`messageForScreen` writes it). */
export type ProviderFormErrors = Partial<Record<ProviderFormField, string>>;

/** The name a preset starts with, for its sign-in button ("Sign in with Google"). */
export const PRESET_NAMES: Record<SsoProviderKind, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  oidc: '',
};

export function toFormValues(provider: SsoProvider | undefined): ProviderFormValues {
  const kind = provider?.kind ?? 'google';
  return {
    kind,
    name: provider?.name ?? PRESET_NAMES[kind],
    issuer: provider?.kind === 'oidc' ? provider.issuer : '',
    tenantId:
      provider?.kind === 'microsoft'
        ? (MICROSOFT_ISSUER_PATTERN.exec(provider.issuer)?.[1] ?? '')
        : '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    allowedDomains: provider?.allowedDomains ?? [],
    createAccounts: provider?.createAccounts ?? 'off',
    newAccountsSchoolId: provider?.newAccountsSchoolId ?? null,
  };
}

/** A new kind keeps what was typed, and takes its preset's name unless one was chosen. */
export function withKind(values: ProviderFormValues, kind: SsoProviderKind): ProviderFormValues {
  const isPresetName = Object.values(PRESET_NAMES).includes(values.name.trim());
  return { ...values, kind, name: isPresetName ? PRESET_NAMES[kind] : values.name };
}

export function issuerOf(values: ProviderFormValues): string {
  if (values.kind === 'google') return GOOGLE_ISSUER;
  if (values.kind === 'microsoft') return microsoftIssuer(values.tenantId.trim().toLowerCase());
  return values.issuer.trim();
}

/** A tag as typed ("@School.org ") as the domain it names ("school.org"). */
export const normalizeDomain = (domain: string) => domain.trim().replace(/^@/, '').toLowerCase();

const domainsOf = (values: ProviderFormValues) =>
  values.allowedDomains.map(normalizeDomain).filter(Boolean);

/** What the server is sent; the school is named only when new teachers are made. */
export function toBody(values: ProviderFormValues): CreateSsoProviderBody {
  return {
    name: values.name,
    kind: values.kind,
    issuer: issuerOf(values),
    clientId: values.clientId,
    clientSecret: values.clientSecret,
    allowedDomains: domainsOf(values),
    createAccounts: values.createAccounts,
    newAccountsSchoolId: values.createAccounts === 'teachers' ? values.newAccountsSchoolId : null,
  };
}

/** The field that shows a message about a body field: a Microsoft issuer is its tenant ID. */
export function formFieldOf(bodyField: string, kind: SsoProviderKind): ProviderFormField | null {
  const [root] = bodyField.split('.');
  if (root === 'issuer') return kind === 'microsoft' ? 'tenantId' : 'issuer';
  const fields: readonly string[] = [
    'name',
    'clientId',
    'clientSecret',
    'allowedDomains',
    'createAccounts',
    'newAccountsSchoolId',
  ];
  return root && fields.includes(root) ? (root as ProviderFormField) : null;
}

/** An https address, or plain http to this machine (a local identity server), and no more. */
function isIssuerAddress(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.username || url.password || url.search || url.hash) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return false;
  }
}

/** The rules the server checks beyond the schema: each kind's issuer, and the domains needed. */
function kindErrors(values: ProviderFormValues): ProviderFormErrors {
  const issuer = issuerOf(values);
  if (values.kind === 'microsoft' && !MICROSOFT_ISSUER_PATTERN.test(issuer)) {
    return { tenantId: 'sso.microsoftIssuer' satisfies TextKey };
  }
  if (values.kind === 'oidc' && !isIssuerAddress(issuer)) {
    return { issuer: 'sso.issuerInvalid' satisfies TextKey };
  }
  if (values.kind === 'google' && domainsOf(values).length === 0) {
    return { allowedDomains: 'sso.googleDomainsRequired' satisfies TextKey };
  }
  // Anyone the provider knows would otherwise get an account: a consumer Gmail, another tenant.
  if (values.createAccounts === 'teachers' && domainsOf(values).length === 0) {
    return { allowedDomains: 'sso.domainsForNewAccounts' satisfies TextKey };
  }
  return {};
}

/** The form's messages before anything is sent: the contract's schema, then the kind's rules. */
export function providerFormErrors(
  values: ProviderFormValues,
  isEdit: boolean,
): ProviderFormErrors {
  const schema = isEdit ? UpdateSsoProviderBodySchema : CreateSsoProviderBodySchema;
  const result = schema.safeParse(toBody(values));
  const errors: ProviderFormErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.'), values.kind);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ...kindErrors(values), ...errors };
}

/** The server's per-field messages, on the form's fields. */
export function serverFieldErrors(
  fields: Record<string, string>,
  kind: SsoProviderKind,
): ProviderFormErrors {
  const errors: ProviderFormErrors = {};
  for (const [bodyField, message] of Object.entries(fields)) {
    const field = formFieldOf(bodyField, kind);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
