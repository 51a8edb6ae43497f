// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubLocalStorage } from '@/test/stub-local-storage';

type Handler = (url: string, headers: Headers) => Response;

let store: Map<string, string>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = () => json(200, { success: true, data: { ok: true } });
const refusal = (status: number, code: string) =>
  json(status, { success: false, error: { code, message: code } });

let handler: Handler;
const fetchMock = vi.fn((url: string, init: RequestInit) =>
  handler(url, new Headers(init.headers)),
);

beforeEach(() => {
  store = stubLocalStorage();
  vi.stubGlobal('window', { location: { assign: vi.fn() } });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fetchMock.mockClear();
});

const NORTH = { _id: 'north', isActive: true };
const SOUTH = { _id: 'south', isActive: true };
const OLD = { _id: 'old', isActive: false };

/** The modules fresh (their state is the page's), with a schools list and a switch counted. */
const load = async (schools: { _id: string; isActive: boolean }[] = [NORTH, SOUTH]) => {
  const school = await import('./acting-school');
  const { apiClient } = await import('./api-client');
  const { storeAccessToken } = await import('./tokens');
  const { defineEndpoint } = await import('@rollcall/contract/endpoint');
  const { z } = await import('zod');
  storeAccessToken('token');
  const list = vi.fn(() => Promise.resolve(schools));
  const onSwitch = vi.fn();
  school.connectSchools({ list, onChosen: vi.fn(), onSwitch });
  const things = defineEndpoint({
    method: 'GET',
    path: '/things',
    response: z.object({ ok: z.boolean() }),
  });
  const exportThings = defineEndpoint({ method: 'GET', path: '/things/export', response: 'file' });
  return { school, apiClient, things, exportThings, list, onSwitch };
};

const schoolsSent = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('X-School-Id'));

test('with no school chosen (a user of one school) no request names one', async () => {
  handler = ok;
  const { school, apiClient, things } = await load();
  school.restoreActingSchool('user-1');
  await apiClient.call(things);
  expect(schoolsSent()).toEqual([null]);
});

test('the school a user chose is remembered for them alone and named by every request, downloads too', async () => {
  handler = ok;
  const { school, apiClient, things, exportThings } = await load();
  school.restoreActingSchool('user-1');
  school.actAt('south');
  await apiClient.call(things);
  await apiClient.download(exportThings);
  expect(schoolsSent()).toEqual(['south', 'south']);
  expect(store.get('rollcall.school.user-1')).toBe('south');

  // Signed out, another user signs in on the same browser: nothing of the first one's choice.
  school.forgetActingSchool();
  school.restoreActingSchool('user-2');
  expect(school.getActingSchoolId()).toBeNull();
  // The first one signs in again (or reloads): their school acts from their first request.
  school.forgetActingSchool();
  school.restoreActingSchool('user-1');
  expect(school.getActingSchoolId()).toBe('south');
});

test('refused for naming no school, concurrent requests share one look at the schools and go again at the first', async () => {
  handler = (_url, headers) =>
    headers.get('X-School-Id') ? ok() : refusal(400, 'SCHOOL_REQUIRED');
  const { school, apiClient, things, list, onSwitch } = await load();
  school.restoreActingSchool('user-1');
  const results = await Promise.all([apiClient.call(things), apiClient.call(things)]);
  expect(results).toEqual([{ ok: true }, { ok: true }]);
  expect(list).toHaveBeenCalledTimes(1);
  expect(schoolsSent()).toEqual([null, null, 'north', 'north']);
  expect(store.get('rollcall.school.user-1')).toBe('north');
  // Nothing was read at a school before: nothing to drop.
  expect(onSwitch).not.toHaveBeenCalled();
});

test('refused at a school no longer theirs, the schools are asked naming none and the first offered acts', async () => {
  handler = (_url, headers) =>
    headers.get('X-School-Id') === 'gone' ? refusal(403, 'SCHOOL_FORBIDDEN') : ok();
  const { school, apiClient, things, list, onSwitch } = await load([OLD, SOUTH, NORTH]);
  store.set('rollcall.school.user-1', 'gone');
  school.restoreActingSchool('user-1');
  let schoolWhileListing: string | null = 'unset';
  list.mockImplementation(() => {
    schoolWhileListing = school.getActingSchoolId();
    return Promise.resolve([OLD, SOUTH, NORTH]);
  });
  await expect(apiClient.call(things)).resolves.toEqual({ ok: true });
  expect(schoolWhileListing).toBeNull();
  expect(schoolsSent()).toEqual(['gone', 'south']);
  expect(onSwitch).toHaveBeenCalledTimes(1);
});

test('a refusal the schools cannot settle is the screen’s error, sent once more at most', async () => {
  handler = () => refusal(400, 'SCHOOL_REQUIRED');
  const { school, apiClient, things } = await load([NORTH]);
  school.restoreActingSchool('user-1');
  await expect(apiClient.call(things)).rejects.toMatchObject({ code: 'SCHOOL_REQUIRED' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('which school acts: none for one school, else the current while offered, else the first offered', async () => {
  const { school } = await load();
  expect(school.schoolToActAt([NORTH], 'north')).toBeNull();
  expect(school.schoolToActAt([OLD], null)).toBeNull();
  expect(school.schoolToActAt([NORTH, SOUTH], 'south')).toBe('south');
  expect(school.schoolToActAt([NORTH, SOUTH], null)).toBe('north');
  expect(school.schoolToActAt([NORTH, SOUTH], 'elsewhere')).toBe('north');
  // A district administrator's archived school is listed but not offered, nor kept.
  expect(school.schoolToActAt([OLD, SOUTH], 'old')).toBe('south');
  expect(school.offeredSchools([OLD, NORTH, SOUTH])).toEqual([NORTH, SOUTH]);
  // One active school and an archived one: the active one is named (the server needs a name).
  expect(school.schoolToActAt([OLD, NORTH], null)).toBe('north');
});

/** The modules fresh, connected to a query cache as the router connects them, user-1 known. */
const loadWithCache = async () => {
  const { school } = await load();
  const { connectSchoolsToCache } = await import('./schools');
  const { queryKeys } = await import('./query-keys');
  const queryClient = new QueryClient();
  connectSchoolsToCache(queryClient);
  school.restoreActingSchool('user-1');
  return { school, queryKeys, queryClient };
};

test('a switch drops every answer read at the previous school, and keeps the user’s own', async () => {
  const { school, queryKeys, queryClient } = await loadWithCache();
  school.actAt('north');
  const user = { _id: 'user-1' };
  const schools = { schools: [NORTH, SOUTH] };
  queryClient.setQueryData(queryKeys.auth.me, user);
  queryClient.setQueryData(queryKeys.schools, schools);
  queryClient.setQueryData(queryKeys.students.list({ page: 1 }), ['North student']);
  queryClient.setQueryData(queryKeys.settings.school, { schoolName: 'North' });

  school.actAt('south');
  expect(queryClient.getQueryData(queryKeys.students.list({ page: 1 }))).toBeUndefined();
  expect(queryClient.getQueryData(queryKeys.settings.school)).toBeUndefined();
  expect(queryClient.getQueryData(queryKeys.auth.me)).toBe(user);
  expect(queryClient.getQueryData(queryKeys.schools)).toBe(schools);
  expect(store.get('rollcall.school.user-1')).toBe('south');
});

test('any change of school asks for the signed-in user again (their role there), the old answer shown meanwhile', async () => {
  const { school, queryKeys, queryClient } = await loadWithCache();
  const highestRole = { _id: 'user-1', role: 'admin' };
  const teacherAtNorth = { _id: 'user-1', role: 'teacher' };
  const adminAtSouth = { _id: 'user-1', role: 'admin' };
  let answer: (user: typeof adminAtSouth) => void = () => {};
  const askMe = vi.fn(() => new Promise<typeof adminAtSouth>((resolve) => (answer = resolve)));
  queryClient.setQueryData(queryKeys.auth.me, highestRole);
  queryClient.setQueryData(queryKeys.settings.school, { schoolName: 'North' });
  // The auth gate's observer: the answer is never stale on its own (lib/auth.tsx).
  const gate = new QueryObserver(queryClient, {
    queryKey: queryKeys.auth.me,
    queryFn: askMe,
    staleTime: Infinity,
  });
  const stopObserving = gate.subscribe(() => {});

  // The first choice: the user was read naming no school (their highest role); nothing is dropped.
  school.actAt('north');
  expect(askMe).toHaveBeenCalledTimes(1);
  expect(queryClient.getQueryData(queryKeys.settings.school)).toEqual({ schoolName: 'North' });
  answer(teacherAtNorth);
  await vi.waitFor(() => expect(gate.getCurrentResult().data).toEqual(teacherAtNorth));

  school.actAt('south');
  expect(askMe).toHaveBeenCalledTimes(2);
  // No loading screen: the user read at the previous school stays until the new answer.
  expect(gate.getCurrentResult()).toMatchObject({ data: teacherAtNorth, isPending: false });
  answer(adminAtSouth);
  await vi.waitFor(() => expect(gate.getCurrentResult().data).toEqual(adminAtSouth));
  school.actAt('south');
  expect(askMe).toHaveBeenCalledTimes(2);
  stopObserving();
});
