// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const store = new Map<string, string>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthenticated = () =>
  json(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } });

let handler: Handler;
const fetchMock = vi.fn((url: string, init: RequestInit) => handler(url, init));
const assign = vi.fn();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('window', { location: { assign } });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fetchMock.mockClear();
  assign.mockClear();
});

const load = async () => {
  const { apiClient, setSessionExpiredHandler } = await import('./api-client');
  const { z } = await import('zod');
  return { apiClient, setSessionExpiredHandler, schema: z.object({ ok: z.boolean() }) };
};

const authorization = (init: RequestInit) => new Headers(init.headers).get('Authorization');

test('sends the bearer token and no-cache headers, and returns data', async () => {
  store.set('accessToken', 'A1');
  handler = () => json(200, { success: true, data: { ok: true } });
  const { apiClient, schema } = await load();
  await expect(apiClient.get('/things', schema)).resolves.toEqual({ ok: true });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/things');
  const headers = new Headers(init.headers);
  expect(headers.get('Authorization')).toBe('Bearer A1');
  expect(headers.get('Cache-Control')).toBe('no-cache');
  expect(headers.get('Pragma')).toBe('no-cache');
});

test('concurrent 401s share one refresh, then each request is retried once', async () => {
  store.set('accessToken', 'old');
  store.set('refreshToken', 'R1');
  let refreshCalls = 0;
  handler = async (url, init) => {
    if (url === '/api/auth/refresh') {
      refreshCalls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'R2' } });
    }
    return authorization(init) === 'Bearer new'
      ? json(200, { success: true, data: { ok: true } })
      : unauthenticated();
  };
  const { apiClient, schema } = await load();
  const results = await Promise.all([
    apiClient.get('/a', schema),
    apiClient.get('/b', schema),
    apiClient.get('/c', schema),
  ]);
  expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(refreshCalls).toBe(1);
  expect(store.get('accessToken')).toBe('new');
  expect(store.get('refreshToken')).toBe('R2');
});

test('a failed refresh clears both tokens and ends the session', async () => {
  store.set('accessToken', 'old');
  store.set('refreshToken', 'R1');
  handler = (url) =>
    url === '/api/auth/refresh'
      ? json(401, { success: false, error: { code: 'INVALID_REFRESH_TOKEN', message: 'Expired.' } })
      : unauthenticated();
  const { apiClient, setSessionExpiredHandler, schema } = await load();
  const expired = vi.fn();
  setSessionExpiredHandler(expired);
  await expect(apiClient.get('/a', schema)).rejects.toMatchObject({ status: 401 });
  expect(expired).toHaveBeenCalledTimes(1);
  expect(store.size).toBe(0);
});

test('a 401 from sign-in is a wrong password, not an expired session', async () => {
  handler = () =>
    json(401, {
      success: false,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
    });
  const { apiClient, setSessionExpiredHandler, schema } = await load();
  const expired = vi.fn();
  setSessionExpiredHandler(expired);
  await expect(apiClient.post('/auth/login', schema, { body: {} })).rejects.toMatchObject({
    status: 401,
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid email or password.',
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(expired).not.toHaveBeenCalled();
});

test('error bodies become typed ApiErrors with their field messages', async () => {
  handler = () =>
    json(409, {
      success: false,
      error: { code: 'EMAIL_TAKEN', message: 'Taken.', fields: { email: 'Taken.' } },
    });
  const { apiClient, schema } = await load();
  await expect(apiClient.post('/users', schema, { body: {} })).rejects.toMatchObject({
    name: 'ApiError',
    status: 409,
    code: 'EMAIL_TAKEN',
    fields: { email: 'Taken.' },
  });
});

test('no response gives the network message', async () => {
  handler = () => {
    throw new TypeError('Failed to fetch');
  };
  const { apiClient, schema } = await load();
  await expect(apiClient.get('/a', schema)).rejects.toMatchObject({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'Network error. Please check your internet connection and try again.',
  });
});
