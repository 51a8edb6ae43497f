/**
 * The e-mail channel the absentee feature was started with, as features that write to staff use
 * it (the daily case digest, a held roster import): only its sending.
 */
export type StaffMail = {
  send: (message: {
    to: string;
    subject: string | null;
    body: string;
    senderName?: string;
  }) => Promise<unknown>;
};
