// `npm test`: the unit and API tests (Vitest), then the end-to-end tests (Playwright). One after
// the other, because side by side on two cores they starved each other. The end-to-end tests run
// even when Vitest fails, so one run reports both; the exit code is non-zero when either fails.
// `npm run test:unit` and `npm run test:e2e` run one suite alone.
import { spawn } from 'node:child_process';

const suites = [
  { name: 'unit', args: ['vitest', 'run'] },
  { name: 'e2e', args: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'] },
];

const started = Date.now();
const minutes = (since) => ((Date.now() - since) / 60_000).toFixed(1);

const run = ({ name, args }) =>
  new Promise((resolve) => {
    const suiteStarted = Date.now();
    process.stdout.write(`[${name}] npx ${args.join(' ')}\n`);
    const child = spawn('npx', args, {
      env: { NO_COLOR: '1', ...process.env },
      stdio: 'inherit',
    });
    child.on('close', (code, signal) => {
      process.stdout.write(
        `[${name}] finished after ${minutes(suiteStarted)} min: exit ${code ?? signal}\n`,
      );
      resolve({ name, ok: code === 0 });
    });
  });

const results = [];
for (const suite of suites) results.push(await run(suite));

const failed = results.filter((result) => !result.ok).map((result) => result.name);
process.stdout.write(
  failed.length === 0
    ? `All tests passed in ${minutes(started)} min.\n`
    : `Failed: ${failed.join(', ')} (after ${minutes(started)} min).\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
