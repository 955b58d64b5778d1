import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitUntilAnswering } from './wait-until-answering';

/** A port nobody listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface AppProcess {
  url: string;
  /** What the process wrote, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL: a crash, nothing finishes); the data directory is left. */
  kill: () => Promise<void>;
}

export interface AppProcessOptions {
  /** A data directory to use (and leave in place), so that a restarted process finds the same data. */
  dataDir?: string;
  /** How long the start may take (60 s by default; a first start on a busy machine may need more). */
  startTimeoutMs?: number;
  /**
   * The built server (dist/server/main.js, `npm run build`) rather than the sources through tsx: it starts
   * sooner, and the browser tests need the build anyway.
   */
  built?: boolean;
}

/**
 * The real server (src/server/main.ts) in a process of its own, as an operator runs it: what several
 * instances share can only be shown by instances that share nothing else, not even a module's memory.
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: AppProcessOptions = {},
): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-instance-'));
  let output = '';
  const entry = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  await waitUntilAnswering(child, url, {
    timeoutMs: startTimeoutMs,
    everyMs: 200,
    describe: (exited) =>
      `${exited ? `the app exited (${child.exitCode})` : `the app did not start in ${startTimeoutMs / 1000} s`}:\n${output}`,
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export interface Finished {
  code: number | null;
  /** stdout and stderr together, as an operator reads them. */
  output: string;
}

/**
 * Runs a command to its end (a command line, or a start that must be refused) and answers its exit code
 * and output. `killAfterMs` ends one that does not stop by itself (a start that should have been refused).
 */
export function runToExit(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; killAfterMs?: number } = {},
): Promise<Finished> {
  const [command, ...args] = argv;
  const child = spawn(command as string, args, {
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const limit = options.killAfterMs
    ? setTimeout(() => child.kill('SIGKILL'), options.killAfterMs)
    : undefined;
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    }),
  );
}
