import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../../config/env.js';

export type OutgoingMessage = {
  to: string;
  subject: string | null;
  body: string;
  /** The name an e-mail is from (System Settings: the sender name, else the school's name). */
  senderName?: string | undefined;
  /** The school's logo (PNG): an e-mail then also goes as HTML with the logo above the text. */
  logo?: Buffer | undefined;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const LOGO_CID = 'school-logo@rollcall';

/** The plain text as HTML under the school's logo, attached inline (no remote image to load). */
const withLogo = (message: OutgoingMessage, logo: Buffer) => ({
  html: [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #111827">',
    `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(message.senderName ?? '')}" style="max-height: 64px; max-width: 240px"></p>`,
    `<div style="white-space: pre-wrap; font-size: 15px; line-height: 1.5">${escapeHtml(message.body)}</div>`,
    '</body></html>',
  ].join('\n'),
  attachments: [{ filename: 'logo.png', content: logo, contentType: 'image/png', cid: LOGO_CID }],
});

/** The address of `MAIL_FROM` ("Office <office@school.org>" or a bare address). */
const addressOf = (mailFrom: string) => /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/**
 * A way to reach a guardian. `send` resolves with the provider's answer or throws its refusal;
 * aborting `signal` gives up on a send (at shutdown) before the provider has accepted it.
 */
export type Channel = {
  /** Where messages go, for staff to see (a host name or provider and number; never a secret). */
  destination: string;
  send: (message: OutgoingMessage, signal?: AbortSignal) => Promise<string>;
  close?: () => void;
};

export type Channels = { email?: Channel | undefined; sms?: Channel | undefined };

/**
 * The longest a provider call may take: half the delivery lease (at most 30 s), so a send is over
 * (accepted, refused or given up) before anyone else may take its message back.
 */
const providerTimeoutMs = (leaseSeconds: number) => Math.min(30_000, (leaseSeconds * 1000) / 2);

/** Connections kept open to the SMTP server: messages go out on them side by side. */
const SMTP_CONNECTIONS = 5;

function emailChannel(smtpUrl: string, from: string, timeoutMs: number): Channel {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: Infinity,
    // Never re-send on its own when a connection drops mid-message: the server may have taken it.
    // The delivery queue decides, and records the attempt.
    maxRequeues: 0,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    destination: `${new URL(smtpUrl).hostname} (from ${from})`,
    send: async (message, signal) => {
      const info = await transport.sendMail({
        // The school's sender name with MAIL_FROM's address: the address is the one the SMTP
        // server lets us send from; the name is what guardians recognise.
        from: message.senderName ? { name: message.senderName, address: addressOf(from) } : from,
        to: message.to,
        subject: message.subject ?? 'Message from school',
        text: message.body,
        ...(message.logo ? withLogo(message, message.logo) : {}),
        ...(signal ? { signal } : {}),
      });
      return `${info.response} (${info.messageId})`;
    },
    close: () => transport.close(),
  };
}

/** Twilio's REST API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
function smsChannel(twilio: NonNullable<MessagingConfig['twilio']>, timeoutMs: number): Channel {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
    twilio.baseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return {
    destination: `Twilio (from ${twilio.from})`,
    send: async (message, signal) => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: twilio.from, Body: message.body }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
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
  const timeoutMs = providerTimeoutMs(config.leaseSeconds);
  return {
    email: config.smtpUrl ? emailChannel(config.smtpUrl, config.mailFrom, timeoutMs) : undefined,
    sms: config.twilio ? smsChannel(config.twilio, timeoutMs) : undefined,
  };
}
