import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BackupError, type BackupResult, backupsRoot, type DataPaths, writeBackup } from './backup';

/**
 * The running app owns its embedded database, so `npm run backup` asks it to write the backup: it drops
 * a request file and sends SIGUSR2; the app answers in `<request>.done`. The app announces that it
 * listens in a `listener` file holding its pid, so no other process is ever sent the signal (whose
 * default action would end it).
 */

const requestsDir = (dataDir: string) => path.join(backupsRoot(dataDir), '.requests');
const listenerFile = (dataDir: string) => path.join(requestsDir(dataDir), 'listener');

type Answer = { ok: true; backup: BackupResult } | { ok: false; error: string };

async function writeAtomically(file: string, text: string): Promise<void> {
  const temp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(temp, text);
  await fs.rename(temp, file);
}

export interface BackupListener {
  /** Stops listening and waits for a backup under way. */
  close(): Promise<void>;
}

export async function listenForBackupRequests(
  pglite: PGlite,
  paths: DataPaths,
  log: { info(message: string): void; error(message: string): void } = console,
): Promise<BackupListener> {
  const dir = requestsDir(paths.dataDir);
  await fs.mkdir(dir, { recursive: true });
  let queue = Promise.resolve();

  const answerRequests = async () => {
    const requests = (await fs.readdir(dir)).filter((name) => name.endsWith('.request'));
    if (requests.length === 0) return;
    let answer: Answer;
    try {
      const backup = await writeBackup(pglite, paths);
      log.info(`backup written to ${backup.dir}`);
      answer = { ok: true, backup };
    } catch (error) {
      log.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
      answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    for (const request of requests) {
      await writeAtomically(path.join(dir, request.replace(/\.request$/, '.done')), JSON.stringify(answer));
      await fs.rm(path.join(dir, request), { force: true });
    }
  };
  const onSignal = () => {
    queue = queue.then(answerRequests).catch(() => {});
  };
  process.on('SIGUSR2', onSignal);
  await writeAtomically(listenerFile(paths.dataDir), String(process.pid));

  return {
    close: async () => {
      process.off('SIGUSR2', onSignal);
      const holder = await fs.readFile(listenerFile(paths.dataDir), 'utf8').catch(() => '');
      if (holder.trim() === String(process.pid)) await fs.rm(listenerFile(paths.dataDir), { force: true });
      await queue;
    },
  };
}

/** Asks the running app (pid) for a backup and waits for its answer. */
export async function requestBackupFromApp(
  pid: number,
  dataDir: string,
  timeoutMs = 300_000,
): Promise<BackupResult> {
  const listener = await fs.readFile(listenerFile(dataDir), 'utf8').catch(() => '');
  if (listener.trim() !== String(pid)) {
    throw new BackupError(
      `The data directory ${dataDir} is in use by process ${pid}, which does not take backup requests.\n` +
        'Stop it, then run npm run backup again.',
    );
  }
  const id = `${process.pid}-${Date.now()}`;
  const done = path.join(requestsDir(dataDir), `${id}.done`);
  await fs.writeFile(path.join(requestsDir(dataDir), `${id}.request`), '');
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fs.readFile(done, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await fs.rm(done, { force: true });
      const answer = JSON.parse(text) as Answer;
      if (!answer.ok) throw new BackupError(`The app could not write the backup: ${answer.error}`);
      return answer.backup;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fs.rm(path.join(requestsDir(dataDir), `${id}.request`), { force: true });
  throw new BackupError(
    `The app (pid ${pid}) did not answer the backup request within ${timeoutMs / 1000} s.`,
  );
}
