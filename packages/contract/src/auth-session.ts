/**
 * What the web app's API client needs of signing in before any screen validates anything: the
 * cookie header, the auth endpoints' paths and the messages. Kept apart from the schemas
 * (auth.ts re-exports them) so that loading the client does not evaluate zod (issue 28).
 */

/**
 * The header with which the web app asks for its refresh token in an `HttpOnly` cookie (sign-in,
 * its code step, refresh): the reply then sets the cookie and leaves `refreshToken` out of its
 * body, so no script in the page can ever read it. API clients leave the header out.
 */
export const TOKEN_DELIVERY_HEADER = 'X-Token-Delivery';
export const TOKEN_DELIVERY_COOKIE = 'cookie';

export const AUTH_MESSAGES = {
  welcome: 'Welcome Back',
  subtitle: 'Sign in to your admin dashboard',
  submit: 'Sign in to Dashboard',
  submitting: 'Signing in...',
  currentPasswordRequired: 'Current password is required',
  loginFailed: 'Login failed',
  networkError: 'Network error. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully. Please sign in again.',
  loggedOut: 'Signed out',
  bioTooLong: 'Bio must be at most 500 characters',
  crossOriginRefused:
    'This request came from another website and was refused. Please sign in again from the app.',
} as const;

/** The auth endpoints' paths (`authApi` in auth.ts): the client tells them apart by these. */
export const AUTH_PATHS = {
  login: '/auth/login',
  loginTwoFactor: '/auth/login/2fa',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  me: '/auth/me',
} as const;
