import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type BackupOptions, type BackupResult, type DataPaths, writeBackup } from './backup';
import { BackupError } from './backup-verify';

/**
 * The running app owns its embedded database, so `npm run backup` asks it to write the backup: it drops a
 * request file in DATA_DIR/.backup-requests/ and the app, which watches that folder, answers in
 * `<request>.done`. Files, not signals: the command may run in another container than the app (its own
 * process ids), where the app's pid names some other process. The app announces that it listens in a
 * `listener` file; a folder nobody watches (a file system without change events) is also read every few
 * seconds.
 */

export const requestsDir = (dataDir: string) => path.join(dataDir, '.backup-requests');
const listenerFile = (dataDir: string) => path.join(requestsDir(dataDir), 'listener');
const POLL_MS = 5_000;

type Answer = { ok: true; backup: BackupResult } | { ok: false; error: string };

async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.tmp-${process.pid}`;
  await fsp.writeFile(temp, text);
  await fsp.rename(temp, file);
}

export interface BackupListener {
  /** Stops listening and waits for a backup under way. */
  close(): Promise<void>;
}

export async function listenForBackupRequests(
  pglite: PGlite,
  paths: DataPaths,
  options: Omit<BackupOptions, 'now'>,
  log: { info(message: string): void; error(message: string): void } = console,
): Promise<BackupListener> {
  const dir = requestsDir(paths.dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const id = crypto.randomUUID();
  let queue = Promise.resolve();
  let scheduled = false;

  const answerRequests = async () => {
    scheduled = false;
    const requests = (await fsp.readdir(dir)).filter((name) => name.endsWith('.request'));
    if (requests.length === 0) return;
    let answer: Answer;
    try {
      const backup = await writeBackup(pglite, paths, options);
      log.info(`backup written to ${backup.dir} (${backup.photoRows} photos checked)`);
      answer = { ok: true, backup };
    } catch (error) {
      log.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
      answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    for (const request of requests) {
      await writeAtomically(path.join(dir, request.replace(/\.request$/, '.done')), JSON.stringify(answer));
      await fsp.rm(path.join(dir, request), { force: true });
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queue = queue.then(answerRequests).catch(() => {});
  };
  const watcher = fs.watch(dir, (_event, name) => {
    if (name?.endsWith('.request')) schedule();
  });
  watcher.on('error', () => {});
  const poll = setInterval(schedule, POLL_MS);
  poll.unref();
  await writeAtomically(listenerFile(paths.dataDir), id);
  schedule();

  return {
    close: async () => {
      watcher.close();
      clearInterval(poll);
      const holder = await fsp.readFile(listenerFile(paths.dataDir), 'utf8').catch(() => '');
      if (holder.trim() === id) await fsp.rm(listenerFile(paths.dataDir), { force: true });
      await queue;
    },
  };
}

/** Asks the running app for a backup and waits for its answer. */
export async function requestBackupFromApp(dataDir: string, timeoutMs = 600_000): Promise<BackupResult> {
  if (!fs.existsSync(listenerFile(dataDir))) {
    throw new BackupError(
      `The data directory ${dataDir} is in use by a process that does not take backup requests ` +
        '(an older release?). Stop it, then run npm run backup again.',
    );
  }
  const id = `${process.pid}-${Date.now()}`;
  const done = path.join(requestsDir(dataDir), `${id}.done`);
  const request = path.join(requestsDir(dataDir), `${id}.request`);
  await fsp.writeFile(request, '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fsp.readFile(done, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await fsp.rm(done, { force: true });
      const answer = JSON.parse(text) as Answer;
      if (!answer.ok) throw new BackupError(`The app could not write the backup: ${answer.error}`);
      return answer.backup;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fsp.rm(request, { force: true });
  throw new BackupError(`The app did not answer the backup request within ${timeoutMs / 1000} s.`);
}
