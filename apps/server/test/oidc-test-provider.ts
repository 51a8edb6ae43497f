// A real OpenID provider for the tests (issue 42): `oidc-provider`, the certified server, on
// 127.0.0.1 with one confidential client for Rollcall. Its development login page takes any login
// (the e-mail to sign in as) and any password; consent is given at once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export type Claims = Record<string, unknown>;

/** What the provider says of a login: its e-mail verified, except for logins starting "unverified". */
export function defaultClaims(login: string): Claims {
  const domain = login.slice(login.indexOf('@') + 1);
  return {
    email: login,
    email_verified: !login.startsWith('unverified'),
    name: `Test ${login.slice(0, login.indexOf('@'))}`,
    hd: domain,
  };
}

export type TestOidcProvider = {
  issuer: string;
  /** Starts answering, for a client with these redirect URIs. */
  start: (client: { clientId: string; clientSecret: string; redirectUris: string[] }) => void;
  /** The provider is down: connections are refused from now on. */
  stop: () => Promise<void>;
  /** Each ID token the token endpoint gives is changed so, and signed again with its own key. */
  tamperIdTokens: (change: ((claims: JWTPayload) => JWTPayload) | undefined) => void;
  /**
   * Walks the provider's pages as a browser would, from Rollcall's authorization URL, signing in
   * as `login`: answers the URL the provider sends the browser back to.
   */
  signInAs: (authorizationUrl: string, login: string) => Promise<URL>;
};

/** Listens at once (so its issuer, with the port, is known); answers only once started. */
export async function listenTestOidcProvider(
  claimsFor: (login: string) => Claims = defaultClaims,
): Promise<TestOidcProvider> {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let tamper: ((claims: JWTPayload) => JWTPayload) | undefined;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const server: Server = createServer((req, res) => {
    if (!handle) {
      res.writeHead(503).end();
      return;
    }
    if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      tamperTokenReply(res, tamper, (claims) =>
        new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
      );
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };

  const start: TestOidcProvider['start'] = ({ clientId, clientSecret, redirectUris }) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [jwk] },
      cookies: { keys: ['test-cookie-key'] },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      claims: { openid: ['sub'], email: ['email', 'email_verified', 'hd'], profile: ['name'] },
      findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
        accountId: sub,
        claims: () => ({ sub, ...claimsFor(sub) }),
      }),
      // Consent given at once: the tests are about Rollcall's side.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    });
    const answer = provider.callback();
    handle = (req, res) => void answer(req, res);
  };

  return {
    issuer,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    tamperIdTokens: (change) => {
      tamper = change;
    },
    signInAs: (authorizationUrl, login) => walkLogin(authorizationUrl, login),
  };
}

/** Holds the token endpoint's JSON back, changes its ID token, and sends it. */
function tamperTokenReply(
  res: ServerResponse,
  change: (claims: JWTPayload) => JWTPayload,
  sign: (claims: JWTPayload) => Promise<string>,
) {
  const end = res.end.bind(res);
  res.end = ((body?: unknown) => {
    const reply = JSON.parse(String(body)) as { id_token?: string };
    if (!reply.id_token) return end(body as string);
    void sign(change(decodeJwt(reply.id_token))).then((idToken) => {
      const changed = JSON.stringify({ ...reply, id_token: idToken });
      res.setHeader('content-length', Buffer.byteLength(changed));
      end(changed);
    });
    return res;
  }) as typeof res.end;
}

/** Follows the provider's redirects with its cookies, posting the login form when it shows. */
async function walkLogin(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  const keepCookies = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form.toString() }),
    });
    keepCookies(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) {
      throw new Error(`the provider answered ${response.status} without its login form`);
    }
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('the provider never sent the browser back');
}
