import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { tryLockFile } from './file-lock';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  pidFile: string;
  release(): Promise<void>;
}

/** The file the kernel's lock is held on (see file-lock.ts); never delete it while the app runs. */
export const LOCK_FILE = 'app.lock.sqlite';
/** Who holds the lock (pid and host name), for messages only. */
export const HOLDER_FILE = 'app.lock';

/**
 * The embedded database is one connection in one process: a second process on the same directory would
 * silently lose writes. So a process holds the directory's lock for as long as it runs.
 *
 * The lock is an fcntl() lock on DATA_DIR/app.lock.sqlite, held by the kernel: it does not depend on the
 * second process seeing the first (two containers on one volume have their own process ids and networks),
 * and it is free again the moment its holder dies. On Linux the process also binds the abstract socket the
 * previous release used as its lock (a name in the network namespace), so that release, started beside
 * this one on the same host, still refuses. `DATA_DIR/app.lock` says who holds it, for messages.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const holderFile = path.join(dataDir, HOLDER_FILE);
  const fileLock = tryLockFile(path.join(dataDir, LOCK_FILE));
  if (!fileLock) throw lockedError(dataDir, readHolder(holderFile));
  let socket: net.Server | undefined;
  try {
    if (process.platform === 'linux') socket = await bindPreviousReleaseSocket(dataDir);
  } catch (error) {
    fileLock.release();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw lockedError(dataDir, readHolder(holderFile));
    throw error;
  }
  fs.writeFileSync(holderFile, `${process.pid}\n${os.hostname()}\n`);
  let released = false;
  return {
    pidFile: holderFile,
    release: async () => {
      if (released) return;
      released = true;
      if (readHolder(holderFile)?.pid === process.pid) fs.rmSync(holderFile, { force: true });
      fileLock.release();
      if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}

export interface LockHolder {
  pid: number;
  host: string | undefined;
}

/** Who holds the directory's lock now (pid and host as that process saw them), or undefined if nobody. */
export function lockHolder(dataDir: string): LockHolder | undefined {
  if (!fs.existsSync(path.join(dataDir, LOCK_FILE))) return undefined;
  const probe = tryLockFile(path.join(dataDir, LOCK_FILE));
  if (probe) {
    probe.release();
    return undefined;
  }
  return readHolder(path.join(dataDir, HOLDER_FILE)) ?? { pid: 0, host: undefined };
}

async function bindPreviousReleaseSocket(dataDir: string): Promise<net.Server> {
  const server = net.createServer((connection) => connection.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: previousReleaseSocketName(dataDir), exclusive: true }, () => resolve());
  });
  server.unref();
  return server;
}

function previousReleaseSocketName(dataDir: string): string {
  const real = fs.realpathSync(dataDir);
  return `\0garage-sale-finder-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
}

function readHolder(holderFile: string): LockHolder | undefined {
  try {
    const [pidText = '', host] = fs.readFileSync(holderFile, 'utf8').split('\n');
    const pid = Number(pidText.trim());
    return Number.isInteger(pid) && pid > 0 ? { pid, host: host?.trim() || undefined } : undefined;
  } catch {
    return undefined;
  }
}

function lockedError(dataDir: string, holder: LockHolder | undefined): DataDirLockedError {
  const who = holder ? ` (pid ${holder.pid}${holder.host ? ` on host ${holder.host}` : ''})` : '';
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another process${who}.\n` +
      'The embedded database allows one process at a time: stop the other one first ' +
      '(another container using the same volume counts too), use another DATA_DIR, ' +
      'or set DATABASE_URL to share a PostgreSQL server.',
  );
}
