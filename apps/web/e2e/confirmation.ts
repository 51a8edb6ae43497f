import type { Route } from '@playwright/test';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';

/**
 * The server's refusal of an action whose session has not confirmed in the last five minutes,
 * word for word: a browser test answers one call with it rather than wait five minutes.
 */
export const refuseForWantOfConfirmation = (route: Route) =>
  route.fulfill({
    status: 403,
    contentType: 'application/json',
    body: JSON.stringify({
      success: false,
      error: { code: 'CONFIRMATION_REQUIRED', message: ERROR_MESSAGES.CONFIRMATION_REQUIRED },
    }),
  });
