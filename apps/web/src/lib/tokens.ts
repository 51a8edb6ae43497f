/**
 * Where the web app keeps its session (issue 22 §5). The access token lives in this page's memory
 * only: no script reading storage can take it, and a reload gets a new one from the refresh
 * token, which the server keeps in an HttpOnly cookie the page never sees. What the page does keep
 * is a note that a session exists, holding no secret, so that a visitor who never signed in is
 * not sent to the refresh endpoint for a refusal on every load.
 */
let accessToken: string | null = null;

const SESSION_NOTE_KEY = 'rollcall.session';
/** Where versions before the cookie kept the tokens; read once to move the session over. */
const LEGACY_ACCESS_KEY = 'accessToken';
const LEGACY_REFRESH_KEY = 'refreshToken';

export function getAccessToken(): string | null {
  return accessToken;
}

/** A sign-in or a refresh answered: the cookie holds the refresh token now. */
export function storeAccessToken(token: string): void {
  accessToken = token;
  localStorage.setItem(SESSION_NOTE_KEY, 'cookie');
}

/**
 * A sign-in that leaves this page (a provider's, issue 42) comes back with the cookie set and no
 * answer here: the note lets the page that opens next ask the cookie for the session.
 */
export function expectSessionCookie(): void {
  localStorage.setItem(SESSION_NOTE_KEY, 'cookie');
}

/** Whether a reload should ask the cookie for a session at all. */
export function mayHaveSession(): boolean {
  return (
    localStorage.getItem(SESSION_NOTE_KEY) !== null ||
    localStorage.getItem(LEGACY_REFRESH_KEY) !== null
  );
}

/**
 * The refresh token an earlier version left in localStorage, taken out of it: sent once in the
 * body, it comes back as the cookie, so nobody is signed out by the move.
 */
export function takeLegacyRefreshToken(): string | undefined {
  const token = localStorage.getItem(LEGACY_REFRESH_KEY) ?? undefined;
  localStorage.removeItem(LEGACY_REFRESH_KEY);
  localStorage.removeItem(LEGACY_ACCESS_KEY);
  return token;
}

export function clearTokens(): void {
  accessToken = null;
  localStorage.removeItem(SESSION_NOTE_KEY);
  localStorage.removeItem(LEGACY_REFRESH_KEY);
  localStorage.removeItem(LEGACY_ACCESS_KEY);
}
