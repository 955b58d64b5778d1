import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from './backup-verify';

/** A backup's folder name: its time, as writeBackup stamps it (2026-05-02T08-00-00-000Z). */
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** The backups in `backupDir` (folders named by their time that hold a manifest), oldest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const names = await fs.readdir(backupDir).catch(() => [] as string[]);
  const backups: string[] = [];
  for (const name of names.filter((entry) => BACKUP_NAME.test(entry)).sort()) {
    if (await fs.stat(path.join(backupDir, name, MANIFEST_FILE)).catch(() => undefined)) backups.push(name);
  }
  return backups;
}

/**
 * Removes the oldest backups beyond `keep` (BACKUP_KEEP); answers the removed folders. Only folders that
 * are backups are counted and removed: anything else an operator keeps there is left alone.
 */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(backupDir);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(backupDir, name));
  for (const dir of old) await fs.rm(dir, { recursive: true, force: true });
  return old;
}
