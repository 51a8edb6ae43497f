// Not `@rollcall/contract/auth`: its schemas, and zod, load with the first call that needs them
// rather than with the page (issue 28).
import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  TOKEN_DELIVERY_COOKIE,
  TOKEN_DELIVERY_HEADER,
} from '@rollcall/contract/auth-session';
import {
  API_PREFIX,
  pathOf,
  type EndpointData,
  type EndpointInput,
  type EndpointSpec,
} from '@rollcall/contract/endpoint';
import type { z } from 'zod';
import { TWO_FACTOR_SETUP_PATH } from '@/config/navigation';
import { addSchoolHeader, atActingSchool } from './acting-school';
import { ApiError } from './api-error';
import { errorOfReply, parseReplyData, readReplyBody } from './reply-envelope';
import {
  clearTokens,
  getAccessToken,
  mayHaveSession,
  storeAccessToken,
  takeLegacyRefreshToken,
} from './tokens';

/** A 401 from these (by path) means wrong credentials, not an expired session. */
const PATHS_WITHOUT_REFRESH: ReadonlySet<string> = new Set([
  AUTH_PATHS.login,
  AUTH_PATHS.loginTwoFactor,
  AUTH_PATHS.refresh,
]);

/** These answer the refresh token as an HttpOnly cookie, out of the page's reach, when asked. */
const COOKIE_PATHS: ReadonlySet<string> = new Set([
  AUTH_PATHS.login,
  AUTH_PATHS.loginTwoFactor,
  AUTH_PATHS.refresh,
  AUTH_PATHS.logout,
]);

type JsonEndpoint = EndpointSpec & { response: z.ZodType };
type FileEndpoint = EndpointSpec & { response: 'file' };

/** The input may be left out when nothing in it is required. */
type InputArgs<E extends EndpointSpec> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>];

/** The loose view of an input that the request builder reads. */
type AnyInput = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  file?: Blob;
  fields?: Record<string, string>;
  signal?: AbortSignal;
};

let requestLanguage: string | undefined;

/**
 * The screens' language, sent as Accept-Language so that the server's messages match them (the
 * signed-in user's own choice still comes first on the server). Set by i18n/language.ts.
 */
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

let handleSessionExpired: () => void = () => window.location.assign('/login');

/** The app swaps the hard reload for a router navigation once the router exists. */
export function setSessionExpiredHandler(handler: () => void): void {
  handleSessionExpired = handler;
}

let handleTwoFactorSetupRequired: () => void = () => window.location.assign(TWO_FACTOR_SETUP_PATH);

let handlePasswordChangeRequired: () => void = () => {};

/**
 * The first administrator still has the password printed at install: the server refuses their
 * calls (PASSWORD_CHANGE_REQUIRED) and the app takes them to choose their own.
 */
export function setPasswordChangeRequiredHandler(handler: () => void): void {
  handlePasswordChangeRequired = handler;
}

let askForConfirmation: () => Promise<boolean> = () => Promise.resolve(false);

/**
 * A dangerous action answered CONFIRMATION_REQUIRED: the handler asks the person for their
 * password (and code) again and answers whether they confirmed, so that the action is sent again.
 */
export function setConfirmationHandler(handler: () => Promise<boolean>): void {
  askForConfirmation = handler;
}

let confirmationInFlight: Promise<boolean> | null = null;

/** Requests refused together wait for one dialog. */
function confirmOnce(): Promise<boolean> {
  confirmationInFlight ??= askForConfirmation().finally(() => {
    confirmationInFlight = null;
  });
  return confirmationInFlight;
}

let handleMaintenance: (message: string) => void = () => {};

/**
 * Maintenance mode went on while someone other than an administrator was signed in: the server
 * answers them 503 (MAINTENANCE) and the app shows its maintenance screen instead of broken pages.
 */
export function setMaintenanceHandler(handler: (message: string) => void): void {
  handleMaintenance = handler;
}

/**
 * The school began requiring two-factor sign-in of admins while this one was signed in without
 * it: the server refuses their calls (TWO_FACTOR_SETUP_REQUIRED) and the app takes them to setup.
 */
export function setTwoFactorSetupRequiredHandler(handler: () => void): void {
  handleTwoFactorSetupRequired = handler;
}

function urlOf(endpoint: EndpointSpec, input: AnyInput): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_PREFIX}${pathOf(endpoint, input.params)}${query ? `?${query}` : ''}`;
}

async function send(endpoint: EndpointSpec, input: AnyInput): Promise<Response> {
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  });
  const accessToken = getAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  if (requestLanguage) headers.set('Accept-Language', requestLanguage);
  addSchoolHeader(headers);
  if (COOKIE_PATHS.has(endpoint.path)) headers.set(TOKEN_DELIVERY_HEADER, TOKEN_DELIVERY_COOKIE);
  let body: BodyInit | undefined;
  if (endpoint.uploadField && input.file) {
    body = new FormData();
    // Fields first: the server reads the parts in order and may stop at a refused file.
    for (const [name, value] of Object.entries(input.fields ?? {})) body.append(name, value);
    body.append(endpoint.uploadField, input.file);
  } else if (input.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }
  try {
    return await fetch(urlOf(endpoint, input), {
      method: endpoint.method,
      headers,
      body,
      signal: input.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }
}

const toApiError = (status: number, body: unknown) =>
  errorOfReply(status, body, AUTH_MESSAGES.unexpected);

let refreshInFlight: Promise<boolean> | null = null;

/**
 * A new access token from the refresh cookie (which the answer rotates). False when the server
 * refuses it (no cookie, spent, signed out elsewhere): the session is over. Other failures (the
 * network, a 429) are thrown, as they say nothing against the session.
 */
async function refreshTokens(): Promise<boolean> {
  // Loaded first: a failed load must not lose the legacy token taken out of storage below.
  const { authApi } = await import('@rollcall/contract/auth');
  const legacyToken = takeLegacyRefreshToken();
  const response = await send(
    authApi.refresh,
    legacyToken ? { body: { refreshToken: legacyToken } } : {},
  );
  if (response.status === 401 || response.status === 403) return false;
  if (!response.ok) throw await toApiError(response.status, await readReplyBody(response));
  const parsed = parseReplyData(await readReplyBody(response), authApi.refresh.response);
  if (!parsed?.success) return false;
  storeAccessToken(parsed.data.accessToken);
  return true;
}

/**
 * Concurrent 401s share one refresh call (the server would take a second use of the same cookie,
 * seconds later, for a race, but one call is one rotation).
 */
function refreshOnce(): Promise<boolean> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * After a reload the page has no access token: asks the cookie for one, sharing the call with any
 * other. False, without asking, when this browser has no session to restore.
 */
export async function restoreSession(): Promise<boolean> {
  if (getAccessToken()) return true;
  if (!mayHaveSession()) return false;
  const isRestored = await refreshOnce();
  if (!isRestored) clearTokens();
  return isRestored;
}

function expireSession(): void {
  clearTokens();
  handleSessionExpired();
}

/**
 * Sends the request; on a 401 refreshes the tokens once (shared with concurrent requests) and
 * sends it again. Answers with the response when it is ok, and throws the typed error otherwise,
 * ending the session when it could not be renewed.
 */
async function sendAuthenticated(
  endpoint: EndpointSpec,
  input: AnyInput,
  isConfirmedRetry = false,
): Promise<Response> {
  const tokenUsed = getAccessToken();
  let response = await send(endpoint, input);
  const canRefresh = !PATHS_WITHOUT_REFRESH.has(endpoint.path);

  if (response.status === 401 && canRefresh) {
    // Another request may already have refreshed while this one was in flight.
    const hasNewToken = getAccessToken() !== tokenUsed && getAccessToken() !== null;
    const isRefreshed = hasNewToken || (await refreshOnce());
    if (!isRefreshed) {
      const error = await toApiError(401, await readReplyBody(response));
      expireSession();
      throw error;
    }
    response = await send(endpoint, input);
  }
  if (response.ok) return response;
  const error = await toApiError(response.status, await readReplyBody(response));
  if (response.status === 401 && canRefresh) expireSession();
  if (error.code === 'CONFIRMATION_REQUIRED' && !isConfirmedRetry && (await confirmOnce())) {
    return sendAuthenticated(endpoint, input, true);
  }
  if (error.code === 'PASSWORD_CHANGE_REQUIRED') handlePasswordChangeRequired();
  if (error.code === 'TWO_FACTOR_SETUP_REQUIRED') handleTwoFactorSetupRequired();
  if (error.code === 'MAINTENANCE') handleMaintenance(error.message);
  throw error;
}

/** Calls a JSON endpoint of the contract and answers with its parsed `data`. */
async function call<E extends JsonEndpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointData<E>> {
  const response = await atActingSchool(() => sendAuthenticated(endpoint, input ?? {}));
  const parsed = parseReplyData(await readReplyBody(response), endpoint.response);
  if (parsed) {
    if (parsed.success) return parsed.data as EndpointData<E>;
    console.error(
      `Unexpected response shape from ${endpoint.method} ${endpoint.path}`,
      parsed.error,
    );
  }
  throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', AUTH_MESSAGES.unexpected);
}

/** The file name the server chose (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Downloads a file endpoint of the contract, with the same sign-in, refresh and errors. */
async function download<E extends FileEndpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<{ blob: Blob; fileName: string }> {
  const response = await atActingSchool(() => sendAuthenticated(endpoint, input ?? {}));
  const fallback = endpoint.path.split('/').filter(Boolean).join('-');
  return { blob: await response.blob(), fileName: fileNameOf(response, fallback) };
}

export const apiClient = { call, download };
