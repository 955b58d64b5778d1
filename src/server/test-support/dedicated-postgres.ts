import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL's programs, found as scripts/start-test-postgres.sh finds them; undefined if none. */
export function postgresBinDir(root = '/usr/lib/postgresql'): string | undefined {
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
async function runAsOwner(program: string, args: string[]): Promise<void> {
  if (process.getuid?.() !== 0) {
    await run(program, args);
    return;
  }
  const quoted = [program, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  await run('su', ['postgres', '-c', quoted]);
}

export interface DedicatedPostgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut, as in a crash or a failover). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it if running and removes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of a test's own, in a temporary directory on a random port: a test may stop and
 * start it without disturbing the shared one the other test files use.
 */
export async function startDedicatedPostgres(binDir: string): Promise<DedicatedPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-dedicated-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await runAsOwner(path.join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  let running = false;
  const pgCtl = (...args: string[]) => runAsOwner(path.join(binDir, 'pg_ctl'), ['-D', dataDir, ...args]);
  const server: DedicatedPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -k ${dir}`;
      await pgCtl('-o', options, '-w', '-l', path.join(dir, 'log'), 'start');
      running = true;
    },
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    destroy: async () => {
      if (running) await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
