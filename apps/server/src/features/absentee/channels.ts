import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../../config/env.js';

export type OutgoingMessage = { to: string; subject: string | null; body: string };

/** A way to reach a guardian. `send` resolves with the provider's answer or throws its refusal. */
export type Channel = { send: (message: OutgoingMessage) => Promise<string> };

export type Channels = { email?: Channel | undefined; sms?: Channel | undefined };

function emailChannel(smtpUrl: string, from: string): Channel {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? 'Message from school',
        text: message.body,
      });
      return `${info.response} (${info.messageId})`;
    },
  };
}

/** Twilio's REST API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
function smsChannel(twilio: NonNullable<MessagingConfig['twilio']>): Channel {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
    twilio.baseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return {
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: twilio.from, Body: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let answer: { sid?: string; status?: string; message?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // A proxy's HTML error page: keep the status line only.
      }
      if (!response.ok)
        throw new Error(
          `SMS provider answered ${response.status}: ${answer.message ?? response.statusText}`,
        );
      return `${answer.status ?? 'accepted'} (${answer.sid ?? 'no sid'})`;
    },
  };
}

export function createChannels(config: MessagingConfig): Channels {
  return {
    email: config.smtpUrl ? emailChannel(config.smtpUrl, config.mailFrom) : undefined,
    sms: config.twilio ? smsChannel(config.twilio) : undefined,
  };
}
