import { parseArgs } from 'node:util';
import { KEEP_IT_SAFE, backupPostgres } from './postgres-dump.js';
import { restorePostgres } from './postgres-restore.js';
import { CommandError } from './pg-tools.js';

const USAGE = `Backups of a Rollcall database on PostgreSQL (the one DATABASE_URL names):
  npm run backup:postgres -- backup --out <file>
  npm run backup:postgres -- restore --from <file> [--replace]
(or: node apps/server/dist/cli/postgres-backup.js … once built)`;

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, ...extra] = positionals;
  const databaseUrl = process.env.DATABASE_URL;
  if (values.help || extra.length > 0) return (process.stdout.write(`${USAGE}\n`), 0);
  if (!databaseUrl) throw new CommandError(`DATABASE_URL is not set.\n${USAGE}`);

  if (command === 'backup' && values.out) {
    const done = await backupPostgres(databaseUrl, values.out);
    process.stdout.write(
      `Backup of the ${done.connection.described} written to ${done.file} ` +
        `(${sizeOf(done.bytes)}, mode 0600, sha256 ${done.checksum}).\n${KEEP_IT_SAFE}\n`,
    );
    return 0;
  }
  if (command === 'restore' && values.from) {
    const done = await restorePostgres(databaseUrl, values.from, values.replace);
    process.stdout.write(
      `Restored ${done.file} into the ${done.connection.described}` +
        `${done.replaced > 0 ? `, replacing the ${done.replaced} tables it held` : ''}.\n` +
        'If the old deployment set QR_SECRET or TWO_FACTOR_KEY, set the same values here before starting Rollcall; otherwise it uses the keys the dump brought (app_secrets).\n',
    );
    return 0;
  }
  throw new CommandError(USAGE);
}

/** A CommandError's message is the whole story; anything unforeseen keeps its stack. */
const described = (error: unknown) => {
  if (error instanceof CommandError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
};

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`backup:postgres: ${described(error)}\n`);
    process.exitCode = 1;
  },
);
