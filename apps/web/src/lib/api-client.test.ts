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
  const { apiClient, setSessionExpiredHandler, restoreSession } = await import('./api-client');
  const tokens = await import('./tokens');
  const { authApi } = await import('@rollcall/contract/auth');
  const { defineEndpoint } = await import('@rollcall/contract/endpoint');
  const { IdParamsSchema } = await import('@rollcall/contract/common');
  const { z } = await import('zod');
  const response = z.object({ ok: z.boolean() });
  const endpoint = (path: `/${string}`) => defineEndpoint({ method: 'GET', path, response });
  return {
    apiClient,
    setSessionExpiredHandler,
    restoreSession,
    tokens,
    authApi,
    endpoint,
    createThing: defineEndpoint({
      method: 'POST',
      path: '/things',
      body: z.object({ name: z.string() }),
      response,
    }),
    updateThing: defineEndpoint({
      method: 'PUT',
      path: '/things/:id/photo',
      params: IdParamsSchema,
      uploadField: 'photo',
      response,
    }),
    exportThings: defineEndpoint({
      method: 'GET',
      path: '/things/export',
      query: z.object({ format: z.enum(['csv', 'excel']), since: z.string().optional() }),
      response: 'file',
    }),
  };
};

const authorization = (init: RequestInit) => new Headers(init.headers).get('Authorization');

test('sends the bearer token and no-cache headers, and returns data', async () => {
  handler = () => json(200, { success: true, data: { ok: true } });
  const { apiClient, endpoint, tokens } = await load();
  tokens.storeAccessToken('A1');
  await expect(apiClient.call(endpoint('/things'))).resolves.toEqual({ ok: true });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/things');
  const headers = new Headers(init.headers);
  expect(headers.get('Authorization')).toBe('Bearer A1');
  expect(headers.get('Cache-Control')).toBe('no-cache');
  expect(headers.get('Pragma')).toBe('no-cache');
});

test('concurrent 401s share one refresh by the cookie, then each request is retried once', async () => {
  let refreshCalls = 0;
  handler = async (url, init) => {
    if (url === '/api/auth/refresh') {
      refreshCalls++;
      // The cookie goes by itself; the page only asks for it and sends no token.
      expect(new Headers(init.headers).get('X-Token-Delivery')).toBe('cookie');
      expect(init.body).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(200, { success: true, data: { accessToken: 'new' } });
    }
    return authorization(init) === 'Bearer new'
      ? json(200, { success: true, data: { ok: true } })
      : unauthenticated();
  };
  const { apiClient, endpoint, tokens } = await load();
  tokens.storeAccessToken('old');
  const results = await Promise.all([
    apiClient.call(endpoint('/a')),
    apiClient.call(endpoint('/b')),
    apiClient.call(endpoint('/c')),
  ]);
  expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  expect(refreshCalls).toBe(1);
  expect(tokens.getAccessToken()).toBe('new');
  // Nothing secret is stored: only the note that a session exists.
  expect([...store.entries()]).toEqual([['rollcall.session', 'cookie']]);
});

test('a refused refresh forgets the session and ends it', async () => {
  handler = (url) =>
    url === '/api/auth/refresh'
      ? json(401, { success: false, error: { code: 'INVALID_REFRESH_TOKEN', message: 'Expired.' } })
      : unauthenticated();
  const { apiClient, setSessionExpiredHandler, endpoint, tokens } = await load();
  tokens.storeAccessToken('old');
  const expired = vi.fn();
  setSessionExpiredHandler(expired);
  await expect(apiClient.call(endpoint('/a'))).rejects.toMatchObject({ status: 401 });
  expect(expired).toHaveBeenCalledTimes(1);
  expect(store.size).toBe(0);
  expect(tokens.getAccessToken()).toBeNull();
});

test('a 401 from sign-in is a wrong password, not an expired session', async () => {
  handler = () =>
    json(401, {
      success: false,
      error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' },
    });
  const { apiClient, setSessionExpiredHandler, authApi } = await load();
  const expired = vi.fn();
  setSessionExpiredHandler(expired);
  const body = { email: 'a@b.co', password: 'wrong' };
  await expect(apiClient.call(authApi.login, { body })).rejects.toMatchObject({
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
  const { apiClient, createThing } = await load();
  await expect(apiClient.call(createThing, { body: { name: 'x' } })).rejects.toMatchObject({
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
  const { apiClient, endpoint } = await load();
  await expect(apiClient.call(endpoint('/a'))).rejects.toMatchObject({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'Network error. Please check your internet connection and try again.',
  });
});

test('path params are filled in encoded, and an upload is multipart under its field', async () => {
  handler = () => json(200, { success: true, data: { ok: true } });
  const { apiClient, updateThing } = await load();
  const file = new Blob(['png'], { type: 'image/png' });
  await apiClient.call(updateThing, { params: { id: 'a/b' }, file });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/things/a%2Fb/photo');
  expect(init.method).toBe('PUT');
  expect(init.body).toBeInstanceOf(FormData);
  expect((init.body as FormData).get('photo')).toBeInstanceOf(Blob);
  expect(new Headers(init.headers).get('Content-Type')).toBeNull();
});

test('an upload sends its text fields before the file', async () => {
  handler = () => json(200, { success: true, data: { ok: true } });
  const { apiClient, updateThing } = await load();
  const file = new Blob(['backup']);
  await apiClient.call(updateThing, { params: { id: '1' }, file, fields: { password: 'Secret1' } });
  const body = fetchMock.mock.calls[0]![1].body as FormData;
  expect([...body.keys()]).toEqual(['password', 'photo']);
  expect(body.get('password')).toBe('Secret1');
});

test('a maintenance refusal is told to the app with its message, and thrown', async () => {
  handler = () =>
    json(503, { success: false, error: { code: 'MAINTENANCE', message: 'Back at noon.' } });
  const { apiClient, endpoint } = await load();
  const { setMaintenanceHandler } = await import('./api-client');
  const onMaintenance = vi.fn();
  setMaintenanceHandler(onMaintenance);
  await expect(apiClient.call(endpoint('/a'))).rejects.toMatchObject({
    status: 503,
    code: 'MAINTENANCE',
  });
  expect(onMaintenance).toHaveBeenCalledWith('Back at noon.');
});

test('a download refreshes an expired session like any call, and keeps the server file name', async () => {
  handler = (url, init) => {
    if (url === '/api/auth/refresh') {
      return json(200, { success: true, data: { accessToken: 'new' } });
    }
    if (authorization(init) !== 'Bearer new') return unauthenticated();
    return new Response('a,b\n', {
      status: 200,
      headers: { 'Content-Disposition': 'attachment; filename="things-2026-01-05.csv"' },
    });
  };
  const { apiClient, exportThings, tokens } = await load();
  tokens.storeAccessToken('old');
  const { blob, fileName } = await apiClient.download(exportThings, {
    query: { format: 'csv', since: undefined },
  });
  expect(fileName).toBe('things-2026-01-05.csv');
  await expect(blob.text()).resolves.toBe('a,b\n');
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/things/export?format=csv',
    '/api/auth/refresh',
    '/api/things/export?format=csv',
  ]);
});

test('a refused download is the typed error from its body', async () => {
  handler = () =>
    json(403, { success: false, error: { code: 'FORBIDDEN', message: 'Admins only.' } });
  const { apiClient, exportThings } = await load();
  await expect(
    apiClient.download(exportThings, { query: { format: 'excel' } }),
  ).rejects.toMatchObject({
    name: 'ApiError',
    status: 403,
    code: 'FORBIDDEN',
    message: 'Admins only.',
  });
});

const confirmationRequired = () =>
  json(403, {
    success: false,
    error: { code: 'CONFIRMATION_REQUIRED', message: 'Confirm it is you.' },
  });

test('a refusal for want of a recent confirmation asks once, then sends the request again', async () => {
  let calls = 0;
  handler = () => {
    calls++;
    return calls === 1 ? confirmationRequired() : json(200, { success: true, data: { ok: true } });
  };
  const { apiClient, endpoint } = await load();
  const { setConfirmationHandler } = await import('./api-client');
  const ask = vi.fn(() => Promise.resolve(true));
  setConfirmationHandler(ask);
  await expect(apiClient.call(endpoint('/backup'))).resolves.toEqual({ ok: true });
  expect(ask).toHaveBeenCalledTimes(1);
  expect(calls).toBe(2);
});

test('a declined confirmation is the refusal, and a second refusal after confirming asks no more', async () => {
  handler = () => confirmationRequired();
  const { apiClient, endpoint } = await load();
  const { setConfirmationHandler } = await import('./api-client');
  setConfirmationHandler(() => Promise.resolve(false));
  await expect(apiClient.call(endpoint('/backup'))).rejects.toMatchObject({
    status: 403,
    code: 'CONFIRMATION_REQUIRED',
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fetchMock.mockClear();
  const ask = vi.fn(() => Promise.resolve(true));
  setConfirmationHandler(ask);
  await expect(apiClient.call(endpoint('/backup'))).rejects.toMatchObject({ status: 403 });
  expect(ask).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a reload restores the session from the cookie once, shared by concurrent callers', async () => {
  store.set('rollcall.session', 'cookie');
  handler = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return json(200, { success: true, data: { accessToken: 'fresh' } });
  };
  const { restoreSession, tokens } = await load();
  await expect(Promise.all([restoreSession(), restoreSession()])).resolves.toEqual([true, true]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(tokens.getAccessToken()).toBe('fresh');
});

test('a browser that never signed in is signed out without asking the server', async () => {
  const { restoreSession } = await load();
  await expect(restoreSession()).resolves.toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a refused cookie at reload is simply signed out, and the note is forgotten', async () => {
  store.set('rollcall.session', 'cookie');
  handler = () =>
    json(401, { success: false, error: { code: 'INVALID_REFRESH_TOKEN', message: 'Expired.' } });
  const { restoreSession } = await load();
  await expect(restoreSession()).resolves.toBe(false);
  expect(store.size).toBe(0);
});

test('a refresh token an earlier version left in localStorage is sent once and removed', async () => {
  store.set('accessToken', 'A0');
  store.set('refreshToken', 'R0');
  handler = () => json(200, { success: true, data: { accessToken: 'fresh' } });
  const { restoreSession } = await load();
  await expect(restoreSession()).resolves.toBe(true);
  const init = fetchMock.mock.calls[0]![1];
  expect(JSON.parse(init.body as string)).toEqual({ refreshToken: 'R0' });
  expect(new Headers(init.headers).get('X-Token-Delivery')).toBe('cookie');
  expect([...store.entries()]).toEqual([['rollcall.session', 'cookie']]);
});
