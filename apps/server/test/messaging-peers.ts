import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpServerOptions = {
  /** Answers each message's DATA this much later (a slow provider). */
  replyDelayMs?: number;
  /** Answers no DATA until `releaseHeld()` is called (a provider stalled while a test acts). */
  holdReplies?: boolean;
};

/**
 * A real SMTP server on a free local port that keeps what it accepts. A message counts as
 * received only when its acceptance reaches a client still connected: one whose client went away
 * first (killed mid-send) is "abandoned", as a real server would not deliver it.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const abandoned: ReceivedMail[] = [];
  const held: Array<() => void> = [];
  const connected = new Set<string>();
  const events = new EventEmitter();
  let isHolding = options.holdReplies ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      connected.add(session.id);
      callback();
    },
    onClose(session) {
      connected.delete(session.id);
      events.emit('change');
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const answer = () => {
          if (!connected.has(session.id)) {
            abandoned.push(mail);
            events.emit('change');
            return;
          }
          received.push(mail);
          events.emit('change');
          callback();
        };
        if (isHolding) {
          held.push(answer);
          events.emit('change');
        } else if (options.replyDelayMs) {
          setTimeout(answer, options.replyDelayMs);
        } else {
          answer();
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    abandoned,
    /** Clients connected now. */
    connectionCount: () => connected.size,
    /** Messages whose DATA arrived and whose answer is held. */
    heldCount: () => held.length,
    /** From now on, answer at once (or hold again). */
    setHolding: (value: boolean) => {
      isHolding = value;
    },
    releaseHeld: () => {
      for (const answer of held.splice(0)) answer();
    },
    /**
     * Resolves once the condition holds, checked at every message and disconnection; fails after
     * `timeoutMs`, so that a wait that can no longer end says so instead of using up the test.
     */
    until: (condition: () => boolean, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        if (condition()) return resolve();
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          events.off('change', check);
          resolve();
        };
        const timer = setTimeout(() => {
          events.off('change', check);
          reject(new Error('the SMTP server did not reach the condition in time'));
        }, timeoutMs);
        events.on('change', check);
      }),
    /** How many messages each address received. */
    countsByRecipient: () => {
      const counts = new Map<string, number>();
      for (const mail of received) {
        for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      }
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedSms = {
  to: string;
  from: string;
  body: string;
  authorization: string | undefined;
  path: string;
};

/**
 * Stands in for Twilio's Messages endpoint: it speaks the same form-encoded request and JSON
 * answer, records each message, and can be told to fail.
 */
export async function startSmsServer() {
  const received: ReceivedSms[] = [];
  const state = { failuresLeft: 0 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        response.writeHead(503, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 20503, message: 'Service unavailable', status: 503 }));
        return;
      }
      received.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: request.headers.authorization,
        path: request.url ?? '',
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          sid: `SM${received.length.toString().padStart(32, '0')}`,
          status: 'queued',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    failNext: (count: number) => {
      state.failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A received message's text as a reader sees it: quoted-printable soft line breaks joined and
 * =XX bytes read as UTF-8 (headers and every part alike; enough to find a sentence in it).
 */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
