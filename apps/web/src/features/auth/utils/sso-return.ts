import { useEffect, useState } from 'react';

/** The sign-in page's address after a provider sign-in came back without a session. */
export const SSO_OUTCOME_PARAM = 'sso';
export const SSO_CHALLENGE_FRAGMENT = 'challenge';

export type SsoReturn = {
  /** `?sso=<outcome>`: the page shows it only if it is one of the contract's outcomes. */
  outcome: string | null;
  /** `#challenge=<token>`: Rollcall's own code step, asked of an admin after the provider's. */
  challengeToken: string | null;
};

export function parseSsoReturn(search: string, hash: string): SsoReturn {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    outcome: new URLSearchParams(search).get(SSO_OUTCOME_PARAM),
    challengeToken: fragment.get(SSO_CHALLENGE_FRAGMENT) || null,
  };
}

/** The address without them: a reload, a bookmark or the history shows neither again. */
export function addressWithoutSsoReturn(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.delete(SSO_OUTCOME_PARAM);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const hasChallenge = fragment.has(SSO_CHALLENGE_FRAGMENT);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hasChallenge || !hash ? '' : hash}`;
}

/** Reads them from the page's address on the first render, and takes them out of it after. */
export function useSsoReturn(): SsoReturn {
  const [found] = useState(() => parseSsoReturn(window.location.search, window.location.hash));
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const next = addressWithoutSsoReturn(pathname, search, hash);
    // The router's own state is kept: only the address changes.
    if (next !== `${pathname}${search}${hash}`) {
      window.history.replaceState(window.history.state, '', next);
    }
  }, []);
  return found;
}
