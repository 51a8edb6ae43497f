// What the provider vouches for at the end of the trip (issue 42): the code exchanged (PKCE,
// state, nonce, and the ID token's signature, issuer, audience and times, all by openid-client),
// then the e-mail address by the provider's own rules, and the district's domains.
import * as oidc from 'openid-client';
import type { SsoOutcome } from '@rollcall/contract/sso';
import type { BegunAttempt } from './sso-attempts.js';
import type { SsoProviderRow } from './sso-providers.service.js';

/** A sign-in that ends on the sign-in page with this outcome's message. */
export class SsoRefusal extends Error {
  constructor(readonly outcome: SsoOutcome) {
    super(`sign-in provider: ${outcome}`);
  }
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
]);

/** Whether the provider did not answer at all (down, unreachable, too slow), as against refusing. */
export function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true;
    if (cause instanceof TypeError && cause.message === 'fetch failed') return true;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
  }
  return false;
}

export const refusalOf = (error: unknown) =>
  error instanceof SsoRefusal
    ? error
    : new SsoRefusal(isUnreachable(error) ? 'providerDown' : 'providerRefused');

type Identity = Record<string, unknown>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
/** The claims userinfo may add to an ID token without them: never who or for whom it is. */
const USERINFO_CLAIMS = ['email', 'email_verified', 'hd', 'name', 'preferred_username'];

/** `true`, or the string some providers send. */
const isVerified = (value: unknown) => value === true || value === 'true';

/**
 * The e-mail address as each kind vouches for it. Google and OpenID providers: `email` with
 * `email_verified`. Microsoft Entra ID sends no `email_verified`: its documented sign-in name is
 * `email`, else `preferred_username`, and the tenant's issuer (checked) stands for it.
 */
function emailOf(kind: SsoProviderRow['kind'], identity: Identity): string {
  if (kind === 'microsoft') {
    const email = [identity.email, identity.preferred_username].find(
      (value): value is string => typeof value === 'string' && EMAIL.test(value),
    );
    if (!email) throw new SsoRefusal('emailNotVerified');
    return email.toLowerCase();
  }
  const email = identity.email;
  if (typeof email !== 'string' || !EMAIL.test(email) || !isVerified(identity.email_verified)) {
    throw new SsoRefusal('emailNotVerified');
  }
  return email.toLowerCase();
}

/** The district's domains: the e-mail's, and for Google the Workspace's own (`hd`) as well. */
function assertDomainAllowed(
  provider: Pick<SsoProviderRow, 'kind' | 'allowedDomains'>,
  email: string,
  identity: Identity,
) {
  if (provider.allowedDomains.length === 0) return;
  const allowed = new Set(provider.allowedDomains);
  if (!allowed.has(domainOf(email))) throw new SsoRefusal('domainNotAllowed');
  // A personal Gmail has no `hd`; another Workspace has its own.
  const workspace = typeof identity.hd === 'string' ? identity.hd.toLowerCase() : '';
  if (provider.kind === 'google' && !allowed.has(workspace)) {
    throw new SsoRefusal('domainNotAllowed');
  }
}

export type VouchedIdentity = { email: string; name: string | undefined };

/** The e-mail an identity's claims vouch for, by the provider's kind and the district's domains. */
export function identityEmail(
  provider: Pick<SsoProviderRow, 'kind' | 'allowedDomains'>,
  identity: Identity,
): string {
  const email = emailOf(provider.kind, identity);
  assertDomainAllowed(provider, email, identity);
  return email;
}

/**
 * Exchanges the code the browser brought back and answers the e-mail the provider vouches for
 * (and the name it gives); refuses (SsoRefusal) whatever does not hold.
 */
export async function vouchedEmail(
  provider: SsoProviderRow,
  configuration: oidc.Configuration,
  callbackUrl: URL,
  attempt: BegunAttempt,
): Promise<VouchedIdentity> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoRefusal('providerRefused');
    let identity: Identity = { ...claims };
    if (provider.kind !== 'microsoft' && typeof claims.email !== 'string') {
      // Providers that keep the e-mail out of the ID token give it at userinfo, for the same `sub`.
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      const added = USERINFO_CLAIMS.filter((name) => name in info && !(name in claims));
      identity = { ...identity, ...Object.fromEntries(added.map((name) => [name, info[name]])) };
    }
    const email = identityEmail(provider, identity);
    const name = typeof identity.name === 'string' ? identity.name.trim() : '';
    return { email, name: name || undefined };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** Google is asked to offer the school's Workspace accounts only (a hint; `hd` is checked). */
export function authorizationHints(provider: SsoProviderRow): Record<string, string> {
  if (provider.kind === 'google' && provider.allowedDomains.length === 1) {
    return { hd: provider.allowedDomains[0] ?? '' };
  }
  return provider.kind === 'google' ? { hd: '*' } : {};
}
