// Only the header's name's type from the contract: its value would bring zod into the entry chunk
// with the schools' schemas (issue 28), and the type makes a renamed header fail to compile.
import type { SCHOOL_ID_HEADER as CONTRACT_SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { ApiError } from './api-error';

/**
 * The school every request acts on (issue 41), named in the X-School-Id header. A user who works
 * at one school names none: their installation looks and costs as it did before districts. One
 * who works at several acts at the school picked in the header's school menu, remembered in this
 * browser per user (the next person to sign in here has their own), else at the first school.
 */
export const SCHOOL_ID_HEADER: typeof CONTRACT_SCHOOL_ID_HEADER = 'X-School-Id';

const STORAGE_PREFIX = 'rollcall.school.';

/** What choosing needs of a school (the contract's `School`). */
type SchoolChoice = { _id: string; isActive: boolean };

let userId: string | null = null;
let schoolId: string | null = null;
const listeners = new Set<() => void>();

function setSchool(id: string | null): void {
  if (id === schoolId) return;
  schoolId = id;
  for (const listener of listeners) listener();
}

export const getActingSchoolId = (): string | null => schoolId;

/** For useSyncExternalStore: the header's menu shows a switch made anywhere. */
export function subscribeActingSchool(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user is known: the school they last chose here acts from their first request. */
export function restoreActingSchool(user: string): void {
  userId = user;
  setSchool(localStorage.getItem(`${STORAGE_PREFIX}${user}`));
}

let onSwitch: () => void = () => {};
let onChosen: () => void = () => {};
let listSchools: () => Promise<readonly SchoolChoice[]> = () => Promise.resolve([]);

/**
 * Where the user's schools come from, and what a choice does besides (lib/schools.ts: the schools
 * list, asked naming no school; on any change of school, the signed-in user asked again, as their
 * role is the one at the acting school; on leaving a school, its cached answers dropped). Set once
 * the query cache exists.
 */
export function connectSchools(source: {
  list: () => Promise<readonly SchoolChoice[]>;
  onChosen: () => void;
  onSwitch: () => void;
}): void {
  listSchools = source.list;
  onChosen = source.onChosen;
  onSwitch = source.onSwitch;
}

/**
 * Acts at this school (none: no header) from the next request on, and remembers it for the user.
 * Leaving another school drops what was read there; the first choice has nothing to drop (what
 * was read naming no school was the user's, not a school's), but the user's role, read naming no
 * school, was their highest rather than the one at this school.
 */
export function actAt(id: string | null): void {
  const previous = schoolId;
  setSchool(id);
  if (userId) {
    if (id) localStorage.setItem(`${STORAGE_PREFIX}${userId}`, id);
    else localStorage.removeItem(`${STORAGE_PREFIX}${userId}`);
  }
  if (previous === id) return;
  onChosen();
  if (previous) onSwitch();
}

/** Signed out: no school acts until the next user is known (their choice stays in storage). */
export function forgetActingSchool(): void {
  userId = null;
  setSchool(null);
}

/** Adds the acting school's header to a request, when a school is chosen. */
export function addSchoolHeader(headers: Headers): void {
  if (schoolId) headers.set(SCHOOL_ID_HEADER, schoolId);
}

/**
 * The schools a user may switch to: the active ones. A district administrator's list has the
 * archived ones too, which the server would let them act at but which nobody works at any more.
 */
export const offeredSchools = <S extends SchoolChoice>(schools: readonly S[]): S[] =>
  schools.filter((school) => school.isActive);

/**
 * The school requests should name, given the user's schools: none with a single school (the
 * server needs none); else the current one while it is offered, else the first one offered.
 */
export function schoolToActAt(schools: readonly SchoolChoice[], current: string | null) {
  if (schools.length <= 1) return null;
  const offered = offeredSchools(schools);
  return (offered.find((school) => school._id === current) ?? offered[0])?._id ?? null;
}

/**
 * Asks for the user's schools naming none (the school named may be the one refused) and acts at
 * the one schoolToActAt picks. Requests sent meanwhile name none either: one refused for that
 * waits for this answer and is sent again.
 */
async function settle(): Promise<void> {
  const previous = schoolId;
  schoolId = null;
  let schools: readonly SchoolChoice[];
  try {
    schools = await listSchools();
  } finally {
    schoolId = previous;
  }
  actAt(schoolToActAt(schools, previous));
}

let settling: Promise<void> | null = null;

/** Requests refused together wait for one answer. */
function settleOnce(): Promise<void> {
  settling ??= settle().finally(() => {
    settling = null;
  });
  return settling;
}

const SCHOOL_REFUSALS: ReadonlySet<string> = new Set(['SCHOOL_REQUIRED', 'SCHOOL_FORBIDDEN']);

/**
 * Sends a request at the acting school. Refused for naming none while the user works at several
 * (SCHOOL_REQUIRED: nothing remembered yet) or for one they may no longer act at
 * (SCHOOL_FORBIDDEN), it settles the school (shared by concurrent requests) and is sent once more
 * when that changed it, so that no screen shows the refusal. The settling request itself (the
 * schools list, sent naming no school) is never refused either way.
 */
export async function atActingSchool<T>(send: () => Promise<T>): Promise<T> {
  const schoolUsed = schoolId;
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || !SCHOOL_REFUSALS.has(error.code)) throw error;
    if (schoolId === schoolUsed) await settleOnce().catch(() => undefined);
    if (schoolId === schoolUsed) throw error;
    return send();
  }
}
