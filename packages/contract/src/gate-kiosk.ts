/**
 * What the gate kiosk's pairing screen needs before it draws, kept apart from the gate's schemas
 * (gate.ts re-exports it) so that its first load does not evaluate zod (issue 28).
 */

/** The web path a pairing link opens: `/gate/pair?code=…`. */
export const GATE_PAIR_PATH = '/gate/pair';
/**
 * A device's credential is renewed on its first call a day after it was issued: the reply carries
 * the new one in this header, the kiosk keeps it in place of the old one, and the old one keeps
 * working a short while (`GATE_CREDENTIAL_OVERLAP_MINUTES`) in case that reply was lost.
 */
export const GATE_CREDENTIAL_HEADER = 'X-Gate-Credential';
