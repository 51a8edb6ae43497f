/** Spec §9: toasts on the users screen last 4 seconds, successes included. */
export const USERS_TOAST_MS = 4000;
