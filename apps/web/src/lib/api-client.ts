import { AUTH_MESSAGES, TokensSchema } from '@rollcall/contract/auth';
import { ErrorBodySchema } from '@rollcall/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';

const API_BASE = '/api';
/** A 401 from these means wrong credentials, not an expired session. */
const PATHS_WITHOUT_REFRESH = new Set(['/auth/login', '/auth/refresh']);

type QueryValue = string | number | boolean | undefined | null;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let handleSessionExpired: () => void = () => window.location.assign('/login');

/** The app swaps the hard reload for a router navigation once the router exists. */
export function setSessionExpiredHandler(handler: () => void): void {
  handleSessionExpired = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  });
  const accessToken = getAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError(status, 'UNEXPECTED_RESPONSE', AUTH_MESSAGES.unexpected);
  const { code, message, fields } = parsed.data.error;
  return new ApiError(status, code, message, fields);
}

let refreshInFlight: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  const response = await send('POST', '/auth/refresh', { body: { refreshToken } });
  if (!response.ok) return false;
  const body = await readJson(response);
  const parsed = TokensSchema.safeParse((body as { data?: unknown } | undefined)?.data);
  if (!parsed.success) return false;
  storeTokens(parsed.data);
  return true;
}

/** Concurrent 401s share one refresh call. */
function refreshOnce(): Promise<boolean> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function expireSession(): void {
  clearTokens();
  handleSessionExpired();
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const tokenUsed = getAccessToken();
  let response = await send(method, path, options);
  const canRefresh = !PATHS_WITHOUT_REFRESH.has(path);

  if (response.status === 401 && canRefresh) {
    // Another request may already have refreshed while this one was in flight.
    const hasNewToken = getAccessToken() !== tokenUsed && getAccessToken() !== null;
    const isRefreshed = hasNewToken || (await refreshOnce());
    if (!isRefreshed) {
      const error = toApiError(401, await readJson(response));
      expireSession();
      throw error;
    }
    response = await send(method, path, options);
  }

  const body = await readJson(response);
  if (response.ok && (body as { success?: unknown } | undefined)?.success === true) {
    const parsed = schema.safeParse((body as { data?: unknown }).data);
    if (parsed.success) return parsed.data;
    console.error(`Unexpected response shape from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', AUTH_MESSAGES.unexpected);
  }
  const error = toApiError(response.status, body);
  if (response.status === 401 && canRefresh) expireSession();
  throw error;
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('PUT', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
};
