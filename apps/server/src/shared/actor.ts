import type { Role } from '@rollcall/contract/roles';

/** The signed-in staff member a request acts for. */
export type Actor = {
  id: string;
  role: Role;
  sessionId: string;
};
