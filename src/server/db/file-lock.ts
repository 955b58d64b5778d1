import { DatabaseSync } from 'node:sqlite';

/**
 * An advisory lock the kernel holds on a file, for as long as this process keeps it, and gives back when
 * the process ends however it ends (kill -9 included). Node has no flock() of its own; SQLite, built into
 * Node, takes fcntl() record locks on its database file, so an exclusive transaction that is never ended
 * is exactly such a lock. fcntl locks live on the file, not on a process id or a network address: two
 * processes in different containers (PID and network namespaces) that share the directory see each other.
 * SQLite also keeps two connections of one process apart, so a second lock in the same process is refused
 * too. The file itself stays empty.
 */
export interface FileLock {
  release(): void;
}

const SQLITE_BUSY = 5;

/** Takes the lock on `file` (made when missing), or answers undefined when another holder has it. */
export function tryLockFile(file: string): FileLock | undefined {
  const connection = new DatabaseSync(file, { timeout: 0 });
  try {
    // No journal file beside it; keep the lock after each statement; take the exclusive one now.
    connection.exec('PRAGMA journal_mode = MEMORY');
    connection.exec('PRAGMA locking_mode = EXCLUSIVE');
    connection.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    connection.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return undefined;
    throw error;
  }
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      connection.close();
    },
  };
}
