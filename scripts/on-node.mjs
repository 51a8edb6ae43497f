// `node scripts/on-node.mjs 24 npm test`: runs a command on another major version of Node without
// a download from anywhere but the npm registry, where Node's own binaries are published as
// `node-<platform>-<arch>`. The binary is kept under node_modules/.cache, so a second run starts at
// once. Its folder goes first on PATH, so the command, npm, npx and every process they start
// (Vitest's workers, Playwright's, the e2e servers: all started with process.execPath or `node`)
// run on that version.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const [major = '', ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major) || command.length === 0) {
  throw new Error('Usage: node scripts/on-node.mjs <major version, such as 24> <command…>');
}
const packageName = `node-${process.platform}-${process.arch}`;
const prefix = path.resolve('node_modules', '.cache', `node-${major}`);
const binDir = path.join(prefix, 'node_modules', packageName, 'bin');
const binary = path.join(binDir, 'node');

if (!existsSync(binary)) {
  mkdirSync(prefix, { recursive: true });
  process.stdout.write(`Fetching ${packageName}@${major} from the npm registry\n`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      prefix,
      `${packageName}@${major}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim();
process.stdout.write(`On Node ${version}: ${command.join(' ')}\n`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
});
child.on('close', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
