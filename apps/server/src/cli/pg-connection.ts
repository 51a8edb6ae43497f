/**
 * DATABASE_URL as libpq's environment variables, for pg_dump and pg_restore. The password goes in
 * PGPASSWORD rather than on their command line, where every user of the machine could read it
 * in `ps`.
 */

/** The URL's query parameters libpq understands, and the variable each one becomes. */
const PARAMETER_VARIABLES: Readonly<Record<string, string>> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslcrl: 'PGSSLCRL',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
};

export type PgConnection = {
  /** What the child processes get in place of any PG* variables of this shell. */
  variables: Record<string, string>;
  database: string;
  /** Where it points, without the password: for messages. */
  described: string;
};

const decoded = (text: string) => decodeURIComponent(text);

export function pgConnectionOf(databaseUrl: string): PgConnection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a URL: expected postgres://user:password@host/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL must start with postgres:// (this is for PostgreSQL only)');
  }
  const variables: Record<string, string> = {};
  // A Unix socket's directory may stand for the host, percent-encoded (%2Fvar%2Frun%2Fpostgresql).
  if (url.hostname) variables.PGHOST = decoded(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (url.port) variables.PGPORT = url.port;
  if (url.username) variables.PGUSER = decoded(url.username);
  if (url.password) variables.PGPASSWORD = decoded(url.password);
  const path = decoded(url.pathname.replace(/^\//, ''));
  if (path) variables.PGDATABASE = path;
  for (const [name, value] of url.searchParams) {
    const variable = PARAMETER_VARIABLES[name];
    if (!variable) {
      throw new Error(
        `DATABASE_URL's parameter "${name}" is not one pg_dump understands; known: ${Object.keys(PARAMETER_VARIABLES).join(', ')}`,
      );
    }
    variables[variable] = value;
  }
  const database = variables.PGDATABASE;
  if (!database) throw new Error('DATABASE_URL names no database (postgres://…/<database>)');
  const described = `database "${database}" on ${variables.PGHOST ?? 'localhost'}:${variables.PGPORT ?? '5432'}`;
  return { variables, database, described };
}

/**
 * The environment of a pg_dump or pg_restore: this process's, minus any PG* variables a shell may
 * have set (PGHOSTADDR or PGSERVICE would point libpq at another server than DATABASE_URL names),
 * plus DATABASE_URL's. PGPASSFILE stays, so a ~/.pgpass-style file still serves a URL without a
 * password.
 */
export function childEnvironment(connection: PgConnection): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('PG') || name === 'PGPASSFILE',
  );
  return { ...Object.fromEntries(inherited), ...connection.variables };
}

/**
 * The database as a conninfo string for `--dbname`: a bare name would be read as a conninfo if it
 * held "=", and pg_restore without --dbname would print SQL instead of restoring.
 */
export const dbnameArgument = (connection: PgConnection) =>
  `dbname='${connection.database.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
