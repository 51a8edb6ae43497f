// The trip to the provider (its authorization URL, for a sign-in or a test) and the way back.
import * as oidc from 'openid-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TwoFactorKeys } from '../../shared/two-factor-crypto.js';
import { beginAttempt, setStateCookie, takeAttempt, takeStateCookie } from './sso-attempts.js';
import { providerConfiguration } from './sso-discovery.js';
import { authorizationHints, refusalOf, SsoRefusal, vouchedEmail } from './sso-identity.js';
import { clientSecretOf, type SsoProviderRow } from './sso-providers.service.js';

type TripDeps = { db: Db; keys: TwoFactorKeys };

/** The provider's configuration; SsoRefusal when it cannot be had (down, or the key changed). */
async function configurationOf({ keys }: TripDeps, provider: SsoProviderRow) {
  const secret = clientSecretOf(keys, provider);
  if (!secret) throw new SsoRefusal('providerRefused');
  try {
    return await providerConfiguration(provider, secret);
  } catch (error) {
    throw refusalOf(error);
  }
}

/** Begins a trip and answers the provider's address for it; the browser keeps the state. */
export async function providerAddress(
  deps: TripDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  trip: { provider: SsoProviderRow; redirectUri: string; testedBy?: string },
): Promise<string> {
  const configuration = await configurationOf(deps, trip.provider);
  const begun = await beginAttempt(deps.db, {
    providerId: trip.provider.id,
    redirectUri: trip.redirectUri,
    ...(trip.testedBy && { testedBy: trip.testedBy }),
  });
  setStateCookie(request, reply, begun.state);
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: trip.redirectUri,
    scope: 'openid email profile',
    state: begun.state,
    nonce: begun.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(begun.codeVerifier),
    code_challenge_method: 'S256',
    ...authorizationHints(trip.provider),
  }).href;
}

export type TripBack = {
  /** The attempt taken (absent when the state named none): a test's, when `testedBy` is set. */
  attempt?: { state: string; testedBy: string | null };
  result: { email: string; name: string | undefined } | SsoRefusal;
};

/**
 * The way back: the attempt the state names (once, within ten minutes, in the browser that began
 * it), then the provider's answer checked. Never throws a refusal: it is in `result`.
 */
export async function tripBack(
  deps: TripDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SsoProviderRow,
  query: { state?: string | undefined; error?: string | undefined },
): Promise<TripBack> {
  const heldState = takeStateCookie(request, reply);
  const state = query.state;
  const taken = state ? await takeAttempt(deps.db, provider.id, state) : undefined;
  if (!state || !taken) return { result: new SsoRefusal('providerRefused') };
  const attempt = { state, testedBy: taken.testedBy };
  const refuse = (outcome: SsoRefusal['outcome']) => ({ attempt, result: new SsoRefusal(outcome) });
  if (taken.expired) return refuse('attemptExpired');
  if (heldState !== state) return refuse('providerRefused');
  // The person declined, or the provider would not sign them in.
  if (query.error) return refuse('providerRefused');
  try {
    const configuration = await configurationOf(deps, provider);
    const callbackUrl = new URL(taken.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const identity = await vouchedEmail(provider, configuration, callbackUrl, {
      state,
      nonce: taken.nonce,
      codeVerifier: taken.codeVerifier,
    });
    return { attempt, result: identity };
  } catch (error) {
    return { attempt, result: refusalOf(error) };
  }
}
