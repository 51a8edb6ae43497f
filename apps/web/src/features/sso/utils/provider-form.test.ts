import { GOOGLE_ISSUER, type SsoProvider } from '@rollcall/contract/sso';
import { expect, test } from 'vitest';
import {
  providerFormErrors,
  serverFieldErrors,
  toBody,
  toFormValues,
  withKind,
  type ProviderFormValues,
} from './provider-form';

const TENANT = '0b5e3a2c-1d4f-4e6a-9b8c-7d6e5f4a3b2c';

const provider = (overrides: Partial<SsoProvider>): SsoProvider => ({
  _id: 'p1',
  name: 'Staff sign-in',
  kind: 'oidc',
  issuer: 'https://idp.example.org',
  clientId: 'rollcall',
  allowedDomains: ['school.org'],
  createAccounts: 'off',
  newAccountsSchoolId: null,
  redirectUrl: 'https://rollcall.school.org/api/auth/sso/p1/callback',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const filled = (overrides: Partial<ProviderFormValues>): ProviderFormValues => ({
  ...toFormValues(undefined),
  clientId: 'client',
  clientSecret: 'secret',
  allowedDomains: ['school.org'],
  ...overrides,
});

test('a new provider starts as Google Workspace, named for its button', () => {
  expect(toFormValues(undefined)).toMatchObject({ kind: 'google', name: 'Google', issuer: '' });
});

test('a Microsoft provider is edited by its tenant, read back from the issuer', () => {
  const issuer = `https://login.microsoftonline.com/${TENANT}/v2.0`;
  const values = toFormValues(provider({ kind: 'microsoft', issuer }));
  expect(values.tenantId).toBe(TENANT);
  expect(toBody(values).issuer).toBe(issuer);
});

test('Google signs in at its fixed issuer, whatever was typed for another kind', () => {
  const values = filled({ kind: 'google', issuer: 'https://elsewhere.example' });
  expect(toBody(values).issuer).toBe(GOOGLE_ISSUER);
});

test('choosing another kind swaps a preset name and keeps one the admin chose', () => {
  expect(withKind(toFormValues(undefined), 'microsoft').name).toBe('Microsoft');
  expect(withKind(toFormValues(undefined), 'oidc').name).toBe('');
  expect(withKind(filled({ name: 'District staff' }), 'microsoft').name).toBe('District staff');
});

test('domains are sent as domains: no @, lower case, no blanks; the school only for new teachers', () => {
  const body = toBody(filled({ allowedDomains: ['@School.ORG ', ' '], newAccountsSchoolId: 's2' }));
  expect(body.allowedDomains).toEqual(['school.org']);
  expect(body.newAccountsSchoolId).toBeNull();
  expect(
    toBody(filled({ createAccounts: 'teachers', newAccountsSchoolId: 's2' })).newAccountsSchoolId,
  ).toBe('s2');
});

test("each kind's own rules: Google's domains, Microsoft's tenant, a generic https issuer", () => {
  expect(providerFormErrors(filled({ allowedDomains: [] }), false)).toEqual({
    allowedDomains: 'sso.googleDomainsRequired',
  });
  expect(providerFormErrors(filled({ kind: 'microsoft', tenantId: 'contoso' }), false)).toEqual({
    tenantId: 'sso.microsoftIssuer',
  });
  expect(
    providerFormErrors(
      filled({
        kind: 'oidc',
        issuer: 'https://idp.example.org',
        allowedDomains: [],
        createAccounts: 'teachers',
      }),
      false,
    ),
  ).toEqual({ allowedDomains: 'sso.domainsForNewAccounts' });
  const generic = (issuer: string) => providerFormErrors(filled({ kind: 'oidc', issuer }), false);
  expect(generic('http://idp.example.org')).toEqual({ issuer: 'sso.issuerInvalid' });
  expect(generic('https://idp.example.org/?tenant=1')).toEqual({ issuer: 'sso.issuerInvalid' });
  expect(generic('http://127.0.0.1:4000')).toEqual({});
  expect(generic('https://idp.example.org')).toEqual({});
});

test("the contract's messages land on their fields; a blank secret is kept on edit only", () => {
  const blank = filled({ name: ' ', clientId: '', clientSecret: '', allowedDomains: ['not a'] });
  expect(providerFormErrors(blank, false)).toEqual({
    name: 'sso.nameRequired',
    clientId: 'sso.clientIdRequired',
    clientSecret: 'sso.clientSecretRequired',
    allowedDomains: 'sso.domainInvalid',
  });
  expect(providerFormErrors(blank, true).clientSecret).toBeUndefined();
});

test("the server's field messages: a Microsoft issuer's on the tenant, a domain's on the list", () => {
  expect(
    serverFieldErrors({ issuer: 'bad', 'allowedDomains.1': 'no', other: 'x' }, 'microsoft'),
  ).toEqual({ tenantId: 'bad', allowedDomains: 'no' });
});
