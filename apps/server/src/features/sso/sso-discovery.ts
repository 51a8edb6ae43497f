import * as oidc from 'openid-client';
import { isLoopbackHost } from '@rollcall/contract/settings/offsite-backup';
import type { SsoProviderRow } from './sso-providers.service.js';

/** How long a provider's discovery document (and its keys, cached by openid-client) is reused. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A provider that does not answer in this time is down, for this sign-in. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** ID tokens' times are accepted this far off our clock: the provider's clock is not ours. */
const CLOCK_TOLERANCE_SECONDS = 60;

type Cached = { key: string; at: number; configuration: Promise<oidc.Configuration> };
const cache = new Map<string, Cached>();

/**
 * The provider's configuration from its issuer's discovery document (the issuer in it must be the
 * one we keep: openid-client refuses any other), cached per provider until it is saved again.
 */
export function providerConfiguration(
  provider: SsoProviderRow,
  clientSecret: string,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = String(provider.updatedAt.getTime());
  const cached = cache.get(provider.id);
  if (cached && cached.key === key && now - cached.at < DISCOVERY_TTL_MS) {
    return cached.configuration;
  }
  const issuer = new URL(provider.issuer);
  const configuration = oidc.discovery(
    issuer,
    provider.clientId,
    {
      [oidc.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
      client_secret: clientSecret,
    },
    oidc.ClientSecretPost(clientSecret),
    {
      // Passed on to every later request of this configuration too.
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname)
        ? { execute: [oidc.allowInsecureRequests] }
        : {}),
    },
  );
  // A failed discovery is asked again next time: the provider may be back.
  configuration.catch(() => {
    if (cache.get(provider.id)?.configuration === configuration) cache.delete(provider.id);
  });
  cache.set(provider.id, { key, at: now, configuration });
  return configuration;
}

export const forgetProviderConfiguration = (providerId: string) => cache.delete(providerId);
