import pg from 'pg';

/** A scratch database on the PostgreSQL server at `url` for the duration of `work`. */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  work: (url: string) => Promise<T>,
) {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    return await work(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
