import type { Language } from '@rollcall/contract/languages';
import type { Role } from '@rollcall/contract/roles';

/** The signed-in staff member a request acts for. */
export type Actor = {
  id: string;
  role: Role;
  sessionId: string;
  /** Acts at every school of the district and on the district's settings (issue 41). */
  isDistrictAdmin?: boolean;
  /**
   * The school the request acts on (acting-school.ts): undefined for a caller of several schools
   * who named none, whom only the district's routes answer.
   */
  schoolId?: string;
  /** Their chosen language (the server's messages to them); undefined when not looked up. */
  language?: Language | null;
  /** Set when a script acts through an API token (its admin is `id`; `sessionId` matches none). */
  apiTokenId?: string;
};
