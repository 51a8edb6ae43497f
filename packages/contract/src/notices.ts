import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** Days before an API token expires from which the admins are told (issue 39). */
export const API_TOKEN_EXPIRY_NOTICE_DAYS = 7;

/**
 * What waits for an administrator, shown under the header's bell beside the new attendance cases:
 * a roster import the sync hold kept, an API token about to expire. Teachers have none.
 */
export const NoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rosterImportHeld'),
    pendingImportId: z.uuid(),
    receivedAt: z.string(),
    /** Students it would archive or whose guardian's contacts it would change. */
    count: z.number(),
  }),
  z.object({
    kind: z.literal('apiTokenExpiring'),
    tokenId: z.uuid(),
    name: z.string(),
    expiresAt: z.string(),
  }),
]);
export type Notice = z.infer<typeof NoticeSchema>;

export const noticesApi = {
  /** Any signed-in staff member; only administrators have notices. */
  list: defineEndpoint({
    method: 'GET',
    path: '/notices',
    response: z.object({ notices: z.array(NoticeSchema) }),
  }),
};
