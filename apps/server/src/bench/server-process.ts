import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

/**
 * The server as its own process, as in production, so that the load generator does not share its
 * event loop. With `cpuProfileDir`, node writes a CPU profile of each of its threads there on exit.
 */
export async function startServer(
  env: Record<string, string>,
  cpuProfileDir?: string,
): Promise<ServerProcess> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...profiling, fileURLToPath(new URL('../server.js', import.meta.url))],
    {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > 600) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A server process whose first admin is `admin`, and that admin's access token. */
export async function startSignedInServer(
  env: Record<string, string>,
  admin: { email: string; password: string; name: string },
  cpuProfileDir?: string,
) {
  const server = await startServer(
    { ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_NAME: admin.name },
    cpuProfileDir,
  );
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  return { server, accessToken: data.accessToken };
}
