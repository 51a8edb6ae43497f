import type { Database } from '../src/db/client.js';
import { createChannels } from '../src/features/absentee/channels.js';
import { createMessaging } from '../src/features/absentee/messaging.js';

/** The school's e-mail sender and SMS account in the API tests (the stand-in checks them). */
export const SCHOOL_MAIL_FROM = 'Lincoln High <office@lincoln.test>';
export const TEST_TWILIO = { accountSid: 'AC123', authToken: 'secret-token', from: '+15550000000' };

/** Where a test's messages go: its real SMTP server and, when it has one, its SMS stand-in. */
export type MessagingPeers = { smtp: { url: string }; sms?: { baseUrl: string } };

/** The e-mail and SMS channels to a test's peers, as the server makes them from its settings. */
export const channelsTo = ({ smtp, sms }: MessagingPeers, leaseSeconds = 60) =>
  createChannels({
    leaseSeconds,
    smtpUrl: smtp.url,
    mailFrom: SCHOOL_MAIL_FROM,
    twilio: sms ? { ...TEST_TWILIO, baseUrl: sms.baseUrl } : undefined,
  });

/**
 * The guardian messaging a test app runs (`createTestApp`'s `messaging`), its jobs polled every
 * half second. `peers` is read when the app starts, after the test's servers have.
 */
export const messagingTo =
  (
    peers: () => MessagingPeers,
    options: { retryLimit?: number; retryDelaySeconds?: number } = {},
  ) =>
  (clock: () => Date, database: Database) =>
    createMessaging({
      db: database.db,
      clock,
      pollingIntervalSeconds: 0.5,
      ...options,
      channels: channelsTo(peers()),
    });
