import net from 'node:net';

/** Whether something accepts connections on 127.0.0.1:port (a local PostgreSQL or Redis). */
export function isAnswering(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * The Redis the tests may use: REDIS_URL, or one answering on 127.0.0.1:6379. Undefined (and the
 * Redis tests skipped, saying why) when there is none.
 */
export async function redisForTests(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await isAnswering(6379)) ? 'redis://127.0.0.1:6379' : undefined;
}

export const NO_REDIS_REASON = 'skipped: REDIS_URL is unset and nothing answers on 127.0.0.1:6379';
