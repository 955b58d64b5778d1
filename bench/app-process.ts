import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface AppProcess {
  origin: string;
  /** The app's resident memory now, in bytes (Linux /proc). */
  rss: () => number;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The app as it runs in production: its own process (`src/server/main.ts`), so that its memory is its own
 * and the load generator and Lighthouse reach it over real HTTP, on the data the benchmark filled.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering`);
    const ok = await fetch(`${origin}/api/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the app did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    rss: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
