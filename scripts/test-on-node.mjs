// `npm run test:node24` (or `node scripts/test-on-node.mjs 22`): the contract and API tests again
// on another major version of Node, without a download from anywhere but the npm registry: Node's
// own binaries are published there as `node-<platform>-<arch>`. The binary is kept under
// node_modules/.cache, so a second run starts at once. Vitest's workers run on the same binary
// (they are started with process.execPath), so every test runs on that version.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const major = process.argv[2] ?? '24';
if (!/^\d+$/.test(major)) throw new Error(`A Node major version, such as 24 (not "${major}")`);
const packageName = `node-${process.platform}-${process.arch}`;
const prefix = path.resolve('node_modules', '.cache', `node-${major}`);
const binary = path.join(prefix, 'node_modules', packageName, 'bin', 'node');

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
process.stdout.write(`Contract and API tests on Node ${version}\n`);
const projects = ['contract', 'server-embedded', 'server-postgres'].flatMap((name) => [
  '--project',
  name,
]);
const vitest = spawn(binary, ['node_modules/vitest/vitest.mjs', 'run', ...projects], {
  stdio: 'inherit',
  env: { ...process.env, NO_COLOR: '1' },
});
vitest.on('close', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
