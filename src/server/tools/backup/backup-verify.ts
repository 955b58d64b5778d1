import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../../db/client';
import { photoKeyOf } from '../../photo-store/photo-store';

/**
 * The check of a backup (`npm run backup -- --verify <dir>`, and after every backup before it is kept):
 * its database is whole (the manifest's checksum), it opens, and every photo row in it has its photo and
 * thumbnail files in the backup's uploads/ folder.
 */

export class BackupError extends Error {}

export const DATABASE_FILE = 'database.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface Manifest {
  /** 1: the release before checksums (still restored); 2: with the database's size and checksum. */
  format: number;
  engine: 'pglite';
  createdAt: string;
  photoStorage: string;
  uploadFiles: number;
  database?: { bytes: number; sha256: string };
}

export interface BackupContents {
  manifest: Manifest;
  tarball: Buffer;
}

/** The backup's manifest and database, or a BackupError saying the folder is not a backup. */
export async function readBackup(backupDir: string): Promise<BackupContents> {
  const manifestText = await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  const tarball = await fs.readFile(path.join(backupDir, DATABASE_FILE)).catch(() => undefined);
  if (!manifestText || !tarball) {
    throw new BackupError(
      `${backupDir} is not a backup: it should hold ${MANIFEST_FILE} and ${DATABASE_FILE}.`,
    );
  }
  return { manifest: JSON.parse(manifestText) as Manifest, tarball };
}

/** The backup's database, opened in memory (nothing is written to any disk); close it when done. */
export async function openBackupDatabase(tarball: Buffer): Promise<PGlite> {
  const database = newPglite(undefined, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
  await database.query('select 1');
  return database;
}

export interface Verification {
  createdAt: string;
  photoRows: number;
  /** What is wrong, one line each (empty: the backup is whole). */
  problems: string[];
}

const SHOWN_PROBLEMS = 20;

async function missingFiles(
  backupDir: string,
  database: PGlite,
): Promise<{ rows: number; problems: string[] }> {
  const { rows } = await database.query<{
    id: number;
    sale_id: number;
    url: string;
    thumbnail_url: string | null;
  }>('select id, sale_id, url, thumbnail_url from photos order by id');
  const problems: string[] = [];
  for (const row of rows) {
    for (const url of [row.url, row.thumbnail_url]) {
      const key = photoKeyOf(url);
      if (!key) continue;
      const stat = await fs.stat(path.join(backupDir, 'uploads', key)).catch(() => undefined);
      if (!stat?.isFile() || stat.size === 0) {
        problems.push(
          `photo ${row.id} of sale ${row.sale_id}: uploads/${key} is ${stat ? 'empty' : 'missing'}`,
        );
      }
    }
  }
  return { rows: rows.length, problems };
}

export async function verifyBackup(backupDir: string): Promise<Verification> {
  const { manifest, tarball } = await readBackup(backupDir);
  const sha256 = crypto.createHash('sha256').update(tarball).digest('hex');
  if (manifest.database && manifest.database.sha256 !== sha256) {
    return {
      createdAt: manifest.createdAt,
      photoRows: 0,
      problems: [`${DATABASE_FILE} is damaged: its checksum is not the one the manifest recorded`],
    };
  }
  let database: PGlite;
  try {
    database = await openBackupDatabase(tarball);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      createdAt: manifest.createdAt,
      photoRows: 0,
      problems: [`${DATABASE_FILE} does not open: ${reason}`],
    };
  }
  try {
    const { rows, problems } = await missingFiles(backupDir, database);
    const shown = problems.slice(0, SHOWN_PROBLEMS);
    if (problems.length > shown.length) shown.push(`... and ${problems.length - shown.length} more`);
    return { createdAt: manifest.createdAt, photoRows: rows, problems: shown };
  } finally {
    await database.close();
  }
}
