// @vitest-environment node
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const store = new Map<string, string>();
const OLD = `rcgate.${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'a'.repeat(43)}`;
const NEW = OLD.replace(/a{43}$/, 'b'.repeat(43));
const device = {
  _id: '00000000-0000-0000-0000-000000000000',
  name: 'North tablet',
  location: 'North Gate',
  mode: 'check-in',
  pairedAt: '2026-10-05T11:00:00.000Z',
  pairingExpiresAt: null,
  lastSeenAt: null,
  scansToday: 0,
  createdAt: '2026-10-05T11:00:00.000Z',
};
const reply = (headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, data: { device } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fetchMock.mockReset();
});

test('the kiosk keeps the renewed credential the server hands it, in place of the one it used', async () => {
  store.set('rollcall.gate.credential', OLD);
  fetchMock.mockResolvedValueOnce(reply({ 'X-Gate-Credential': NEW }));
  const { getGateCredential, readOwnDevice } = await import('./gate-client');
  await readOwnDevice();
  expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Authorization')).toBe(
    `Bearer ${OLD}`,
  );
  expect(getGateCredential()).toBe(NEW);
});

test('a reply without a renewal leaves the credential as it is', async () => {
  store.set('rollcall.gate.credential', OLD);
  fetchMock.mockResolvedValueOnce(reply());
  const { getGateCredential, readOwnDevice } = await import('./gate-client');
  await readOwnDevice();
  expect(getGateCredential()).toBe(OLD);
});
