import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServerScratch } from '../src/server/test-support/built-server';
import { waitUntilAnswering } from '../src/server/test-support/wait-until-answering';
import { type MemoryMap, memoryMapOf } from './memory-map';

export interface AppProcess {
  origin: string;
  /**
   * The app's resident memory now, in bytes (Linux /proc): node's own, the process that runs the server,
   * spawned directly (no npm or shell above it whose memory would be read instead).
   */
  rss: () => number;
  /** Where that memory is, from /proc/<pid>/smaps (see `memoryMap`). */
  memoryMap: () => MemoryMap;
  /** Which process that is: 'pid 1234: node --max-semi-space-size=4 .../main.js'. */
  describe: () => string;
  /** CPU time the app process has used so far (user and system, all its threads), in ms. */
  cpuMs: () => number;
  /** Sets the nice value of every thread of the app process (Linux applies it per thread). */
  setNice: (nice: number) => void;
  stop: () => Promise<void>;
}

/** A process's user and system CPU time in ms, from /proc/<pid>/stat (clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the app uses at most `idleMs` of CPU per second (GC after a load, requests still in flight),
 * at most `timeoutMs`; answers how long it waited. The browser and the app share this machine's cores: a
 * page measured while the app still works would count the app's CPU as the page's.
 */
export async function settle(app: AppProcess, idleMs = 20, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  let before = app.cpuMs();
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = app.cpuMs();
    if (now - before <= idleMs) break;
    before = now;
  }
  return Date.now() - started;
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
 * The server as `npm start` runs it: built by scripts/build-server.mjs (into a folder of its own, so a
 * running app's dist/server is left alone) and started by node. BENCH_SERVER=source runs the TypeScript
 * through tsx instead, to compare the two in one run.
 */
function serverCommand(): { args: string[]; outDir?: string } {
  if (process.env.BENCH_SERVER === 'source') return { args: ['--import', 'tsx', 'src/server/main.ts'] };
  const outDir = buildServerScratch('gsf-bench-server');
  // The flags `npm run serve` and the container start it with (package.json).
  return { args: ['--max-semi-space-size=4', path.join(outDir, 'main.js')], outDir };
}

/**
 * BENCH_APP_ENV='NAME=value NAME=value; NAME=value' runs the load once for each set of process variables
 * (`;` between sets), one after another on the same data, each overriding the ones below: to compare an
 * allocator setting with the container image's back to back (e.g. `LD_PRELOAD=...libjemalloc.so.2`). An
 * empty set is the image's own settings.
 */
export function appVariants(): Record<string, string>[] {
  const sets = (process.env.BENCH_APP_ENV ?? '').split(';');
  return sets.map((set) => {
    const pairs = set.split(/\s+/).filter(Boolean);
    return Object.fromEntries(pairs.map((pair) => [pair.split('=')[0], pair.slice(pair.indexOf('=') + 1)]));
  });
}

/**
 * The app as it runs in production: its own process, so that its memory is its own and the load generator
 * and Lighthouse reach it over real HTTP, on the data the benchmark filled.
 */
export async function startAppProcess(
  env: Record<string, string>,
  variant: Record<string, string> = {},
): Promise<AppProcess> {
  const port = await freePort();
  const server = serverCommand();
  const child = spawn(process.execPath, server.args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As the container image and README's process manager run it (Dockerfile).
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '65536',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ...variant,
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilAnswering(child, origin, {
    timeoutMs: 120_000,
    everyMs: 250,
    describe: (exited) =>
      exited
        ? `the app exited with ${child.exitCode} before answering`
        : 'the app did not answer within 120 s',
  });
  return {
    origin,
    rss: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    memoryMap: () => memoryMapOf(child.pid as number),
    cpuMs: () => cpuMsOf(child.pid as number),
    setNice: (nice) => {
      for (const thread of fs.readdirSync(`/proc/${child.pid}/task`)) os.setPriority(Number(thread), nice);
    },
    describe: () => {
      const command = fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      return `pid ${child.pid}: ${[path.basename(command[0] ?? ''), ...command.slice(1)].join(' ')}`;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (server.outDir) fs.rmSync(server.outDir, { recursive: true, force: true });
    },
  };
}
