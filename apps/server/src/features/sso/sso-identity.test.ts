import { expect, test } from 'vitest';
import { identityEmail, SsoRefusal } from './sso-identity.js';

// The kinds' own rules on claims already checked by openid-client (the trip itself is tested
// against a real provider in sso.routes.test.ts; Google and Microsoft cannot be reached here).
const outcomeOf = (run: () => unknown) => {
  try {
    return run();
  } catch (error) {
    if (error instanceof SsoRefusal) return error.outcome;
    throw error;
  }
};

test('Google: a verified e-mail of the Workspace named by hd, not a personal account', () => {
  const google = { kind: 'google' as const, allowedDomains: ['lincoln.org'] };
  const verified = { email: 'Ada@Lincoln.org', email_verified: true };
  expect(identityEmail(google, { ...verified, hd: 'lincoln.org' })).toBe('ada@lincoln.org');
  expect(outcomeOf(() => identityEmail(google, verified))).toBe('domainNotAllowed');
  expect(outcomeOf(() => identityEmail(google, { ...verified, hd: 'other.org' }))).toBe(
    'domainNotAllowed',
  );
  expect(
    outcomeOf(() => identityEmail(google, { email: 'ada@lincoln.org', hd: 'lincoln.org' })),
  ).toBe('emailNotVerified');
});

test('Microsoft: the email claim, else preferred_username, with no email_verified to ask for', () => {
  const microsoft = { kind: 'microsoft' as const, allowedDomains: [] };
  expect(identityEmail(microsoft, { preferred_username: 'Grace@Contoso.edu' })).toBe(
    'grace@contoso.edu',
  );
  expect(
    identityEmail(microsoft, {
      email: 'grace.h@contoso.edu',
      preferred_username: 'gh@contoso.edu',
    }),
  ).toBe('grace.h@contoso.edu');
  expect(outcomeOf(() => identityEmail(microsoft, { preferred_username: '+15551234567' }))).toBe(
    'emailNotVerified',
  );
});

test('any OpenID provider: "true" as a string counts, and the domains apply to the e-mail', () => {
  const oidc = { kind: 'oidc' as const, allowedDomains: ['district.k12.us'] };
  expect(identityEmail(oidc, { email: 'a@district.k12.us', email_verified: 'true' })).toBe(
    'a@district.k12.us',
  );
  expect(
    outcomeOf(() => identityEmail(oidc, { email: 'a@evil.example', email_verified: true })),
  ).toBe('domainNotAllowed');
});
