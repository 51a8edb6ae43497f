import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, type ErrorBody } from '@rollcall/contract/errors';

const UNAVAILABLE: ErrorBody = {
  success: false,
  error: { code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.SERVICE_UNAVAILABLE },
};

/** How long requests already running get after the deadline was reached and sockets were cut. */
const AFTER_DEADLINE_MS = 2000;

export type HttpDrain = {
  /**
   * Stops accepting connections, lets the requests in flight finish (until the deadline, then
   * cuts their connections), and resolves once no handler is running any more, so that the
   * database can be closed under nobody.
   */
  close: (deadlineMs: number) => Promise<void>;
};

/**
 * A clean stop. Fastify's own answer while closing is a bare JSON body (its `return503OnClosing`),
 * and Node's `server.close()` only closes the connections idle at that moment: a keep-alive
 * connection whose request finishes later stays open until its keep-alive timeout (72 s). So:
 * requests arriving while closing get 503 in the envelope with `Connection: close`, responses
 * finishing while closing close their connection, and idle connections are closed as they appear.
 * The app must be built with `return503OnClosing: false`.
 */
export function registerHttpDrain(app: FastifyInstance): HttpDrain {
  let isClosing = false;
  const running = new Set<ServerResponse>();
  let onIdle: (() => void) | undefined;

  app.addHook('onRequest', async (_request, reply) => {
    if (isClosing) {
      return reply.code(503).header('connection', 'close').send(UNAVAILABLE);
    }
    const response = reply.raw;
    running.add(response);
    response.once('close', () => {
      running.delete(response);
      if (!isClosing) return;
      // Its keep-alive connection is idle now: close it rather than wait for its timeout.
      setImmediate(() => app.server.closeIdleConnections());
      if (running.size === 0) onIdle?.();
    });
    return undefined;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) void reply.header('connection', 'close');
    return payload;
  });

  const untilNoneRunning = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (running.size === 0) return resolve();
      const timer = setTimeout(resolve, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    close: async (deadlineMs) => {
      isClosing = true;
      const deadline = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
      try {
        await app.close();
      } finally {
        clearTimeout(deadline);
      }
      await untilNoneRunning(AFTER_DEADLINE_MS);
    },
  };
}
