import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  pidFile: string;
  release(): Promise<void>;
}

/**
 * The embedded database is one connection in one process: a second process on the same directory would
 * silently lose writes. So a process holds the directory's lock for as long as it runs.
 *
 * On Linux the lock is an abstract Unix socket named after the directory: binding is atomic, and the
 * kernel frees it when the process dies, however it dies, so there is no stale lock to take over and no
 * race in taking one over. `DATA_DIR/app.lock` holds the holder's pid, for messages and for
 * `npm run backup` (which signals the running app). Elsewhere the pid file is the lock itself (created
 * exclusively; a file whose process is gone is taken over).
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, 'app.lock');
  if (process.platform !== 'linux') return acquirePidFileLock(dataDir, pidFile);

  const server = net.createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path: socketName(dataDir), exclusive: true }, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw lockedError(dataDir, readPid(pidFile));
    throw error;
  }
  server.unref();
  fs.writeFileSync(pidFile, String(process.pid));
  return heldLock(pidFile, () => new Promise<void>((resolve) => server.close(() => resolve())));
}

/** A lock this process holds: release() removes its pid file (if still its own) once, then lets go. */
function heldLock(pidFile: string, letGo: () => Promise<void> = async () => {}): DataDirLock {
  let released = false;
  return {
    pidFile,
    release: async () => {
      if (released) return;
      released = true;
      if (readPid(pidFile) === process.pid) fs.rmSync(pidFile, { force: true });
      await letGo();
    },
  };
}

/** The pid of the live process that holds the lock, if any. */
export async function lockHolder(dataDir: string): Promise<number | undefined> {
  const pid = readPid(path.join(dataDir, 'app.lock'));
  if (process.platform !== 'linux') return pid !== undefined && isAlive(pid) ? pid : undefined;
  const held = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ path: socketName(dataDir) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  return held ? pid : undefined;
}

function socketName(dataDir: string): string {
  const real = fs.realpathSync(dataDir);
  return `\0garage-sale-finder-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedError(dataDir: string, holder: number | undefined): DataDirLockedError {
  const who = holder ? ` (pid ${holder})` : '';
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another process${who}.\n` +
      'The embedded database allows one process at a time: stop the other one first, ' +
      'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
  );
}

function acquirePidFileLock(dataDir: string, pidFile: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(pidFile, String(process.pid), { flag: 'wx' });
      return heldLock(pidFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(pidFile);
      if (holder !== undefined && holder !== process.pid && isAlive(holder))
        throw lockedError(dataDir, holder);
      fs.rmSync(pidFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; please try again.`);
}
