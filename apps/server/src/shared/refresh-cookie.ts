import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authApi,
  TOKEN_DELIVERY_COOKIE,
  TOKEN_DELIVERY_HEADER,
  type Tokens,
} from '@rollcall/contract/auth';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { text } from '@rollcall/contract/i18n/text-key';
import { AppError } from './app-error.js';

/**
 * The web app's refresh token lives in an `HttpOnly` cookie that the browser sends to the refresh
 * and the logout endpoints only: one cookie per path (a path covering both would cover sign-in and
 * every other `/auth` route as well). Scripts in the page never see it.
 */
const COOKIE_NAME = 'rollcall_refresh';
const COOKIE_PATHS = [authApi.refresh.path, authApi.logout.path].map((path) => API_PREFIX + path);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DAY_SECONDS = 24 * 60 * 60;

export type TokenSource = 'body' | 'cookie';

/** The web app asked for the cookie: its reply leaves the refresh token out of the body. */
export const wantsCookie = (request: FastifyRequest) =>
  request.headers[TOKEN_DELIVERY_HEADER.toLowerCase()] === TOKEN_DELIVERY_COOKIE;

const cookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[COOKIE_NAME] || undefined;

/**
 * `Secure` always, except on plain http to this very machine (`npm start`, the tests), where the
 * browser would not keep a secure cookie.
 */
export function isLocalHttp(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOCAL_HOSTS.has(request.hostname);
}

/** The cookie on each of its paths, holding `value` for `maxAgeSeconds` (0: gone). */
function setCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeSeconds: number,
): void {
  for (const path of COOKIE_PATHS) {
    void reply.setCookie(COOKIE_NAME, value, {
      path,
      maxAge: maxAgeSeconds,
      httpOnly: true,
      secure: !isLocalHttp(request),
      sameSite: 'strict',
    });
  }
}

/** Compared as URLs, so that a default port written or left out makes no difference. */
function isSameHost(origin: string, host: string): boolean {
  try {
    const originUrl = new URL(origin);
    return originUrl.host === new URL(`${originUrl.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * A request that authenticates by the cookie must come from our own pages: `SameSite=Strict`
 * keeps other sites' requests from carrying it, and an `Origin` naming another site is refused as
 * well (a browser without SameSite, a sibling subdomain).
 */
function refuseForeignOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin) return;
  if (!isSameHost(origin, request.host)) {
    throw new AppError('FORBIDDEN', text('auth.crossOriginRefused'));
  }
}

/**
 * The refresh token a refresh or logout presents: an API client's in the body first, else the web
 * app's cookie, which must come from our own origin.
 */
export function presentedRefreshToken(
  request: FastifyRequest,
  bodyToken: string | undefined,
): { token: string; source: TokenSource } | undefined {
  if (bodyToken) return { token: bodyToken, source: 'body' };
  const token = cookieOf(request);
  if (!token) return undefined;
  refuseForeignOrigin(request);
  return { token, source: 'cookie' };
}

/**
 * Answers with the tokens: as they are to an API client; to the web app, the refresh token goes in
 * the cookie (lasting as long as the session may) and out of the body. A token that came in the
 * cookie always goes back in it, whatever the request's headers say: no script ever reads one
 * (issue 39). A refresh that rotated nothing (`refreshToken` absent) leaves the cookie as it is.
 */
export function deliverTokens<T extends Tokens>(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: T,
  { maxSessionDays, presentedIn }: { maxSessionDays: number; presentedIn?: TokenSource },
): T {
  if (!wantsCookie(request) && presentedIn !== 'cookie') return tokens;
  const { refreshToken, ...rest } = tokens;
  if (refreshToken) {
    setCookies(request, reply, refreshToken, maxSessionDays * DAY_SECONDS);
  }
  return rest as T;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!cookieOf(request) && !wantsCookie(request)) return;
  setCookies(request, reply, '', 0);
}
