import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import { forgetMaintenance } from '../../shared/maintenance.js';
import { forgetCachedSettings, SETTINGS_CHANGED_CHANNEL } from '../../shared/school-settings.js';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export type SettingsChangeListener = {
  /** Ends the listening connection and stops reconnecting. */
  stop: () => Promise<void>;
};

/**
 * Listens for settings changes on PostgreSQL on a connection of its own (LISTEN holds a session,
 * which a pooled connection cannot keep). When the connection drops it reconnects with a growing
 * delay and reports a change on every (re)connection, since one may have been missed meanwhile.
 * The first connection is awaited, so a server that starts listening sees every later change.
 */
export async function listenForSettingsChanges(options: {
  connection: pg.ClientConfig;
  onChange: () => void;
  onError: (error: Error) => void;
}): Promise<SettingsChangeListener> {
  let isStopped = false;
  let failures = 0;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (isStopped || retry) return;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client(options.connection);
    current = client;
    client.on('notification', (message) => {
      if (message.channel === SETTINGS_CHANGED_CHANNEL) options.onChange();
    });
    client.on('error', (error) => options.onError(error));
    client.on('end', () => {
      if (current === client) current = undefined;
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${SETTINGS_CHANGED_CHANNEL}`);
    } catch (error) {
      options.onError(error as Error);
      await client.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (isStopped) return void (await client.end());
    failures = 0;
    options.onChange();
  };

  await connect();
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}

/**
 * On PostgreSQL, where several processes may share the database, drops this app's cached settings
 * whenever any of them (or anyone) changes them. The embedded database has one process, which
 * drops its copy as it saves, and LISTEN does not reach through its socket.
 */
export async function followSettingsChanges(app: FastifyInstance, database: Database) {
  if (database.kind !== 'postgres') return;
  const listener = await listenForSettingsChanges({
    connection: database.pool.options,
    onChange: () => {
      forgetCachedSettings(database.db);
      forgetMaintenance(database.db);
    },
    onError: (error) =>
      app.log.warn({ err: error }, 'settings change listener lost its connection'),
  });
  app.addHook('onClose', listener.stop);
}
