// `npm test`: the unit and API tests (Vitest) and the end-to-end tests (Playwright) at the same
// time. The browser tests spend much of their time waiting on the page, which leaves a core to
// Vitest; run one after the other they took 17 minutes on two cores. Each line is prefixed with
// its suite; the exit code is non-zero when either fails. `npm run test:unit` and
// `npm run test:e2e` run one suite alone.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const suites = [
  { name: 'unit', args: ['vitest', 'run'] },
  { name: 'e2e', args: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'] },
];

const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

const results = await Promise.all(
  suites.map(
    ({ name, args }) =>
      new Promise((resolve) => {
        const child = spawn('npx', args, {
          // Plain text: the lines of the two suites are interleaved.
          env: { NO_COLOR: '1', ...process.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on('line', (line) => {
            process.stdout.write(`[${name}] ${line}\n`);
          });
        }
        child.on('close', (code, signal) => {
          process.stdout.write(
            `[${name}] finished after ${minutes()} min: exit ${code ?? signal}\n`,
          );
          resolve({ name, ok: code === 0 });
        });
      }),
  ),
);

const failed = results.filter((result) => !result.ok).map((result) => result.name);
process.stdout.write(
  failed.length === 0
    ? `All tests passed in ${minutes()} min.\n`
    : `Failed: ${failed.join(', ')} (after ${minutes()} min).\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
