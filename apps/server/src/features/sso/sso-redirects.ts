import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import {
  SSO_SIGN_IN_PAGE,
  SSO_TEST_RETURN_PAGE,
  ssoApi,
  type SsoOutcome,
} from '@rollcall/contract/sso';

/**
 * Where a provider sends the browser back: under PUBLIC_URL when set, else under the address this
 * request came to (behind a trusted proxy, the one the proxy names).
 */
export function callbackUrlOf(
  request: FastifyRequest,
  publicUrl: string | undefined,
  providerId: string,
): string {
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  // As a URL writes it (no default port): the token request sends it so, and it must match.
  return new URL(`${origin}${API_PREFIX}${ssoApi.callback.path.replace(':id', providerId)}`).href;
}

/** The sign-in page with the outcome's message; nothing else goes in the address. */
export const signInPageWith = (outcome: SsoOutcome) =>
  `${SSO_SIGN_IN_PAGE}?${new URLSearchParams({ sso: outcome })}`;

export const testReturnPage = (providerId: string) =>
  `${SSO_TEST_RETURN_PAGE}?${new URLSearchParams({ ssoTest: providerId })}`;

/** The sign-in page, asking for the administrator's own code (kept out of logs in the fragment). */
export const challengePage = (challengeToken: string) =>
  `${SSO_SIGN_IN_PAGE}#${new URLSearchParams({ challenge: challengeToken })}`;
