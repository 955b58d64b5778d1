import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, newPglite } from '../db/client';

/**
 * A new in-memory PGlite runs initdb first: 3 to 10 s on this machine, for every test database. A copy of
 * one made once (dumpDataDir, loadDataDir: what backups and restores use) opens in about one second, so the
 * test databases are copies of a template kept in the temporary directory, as on PostgreSQL (decision 0040).
 * `blank` is a started engine with no migrations (the upgrade tests), `migrated` one with all of them.
 */
export type PgliteTemplate = 'blank' | 'migrated';

/** What the template is made of: the migrations and the engine's version (its data directory's format). */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function makeTemplate(kind: PgliteTemplate): Promise<Blob> {
  const client = newPglite();
  try {
    await client.waitReady;
    if (kind === 'migrated') await migratePglite(drizzlePglite(client), { migrationsFolder });
    return (await client.dumpDataDir('none')) as Blob;
  } finally {
    await client.close();
  }
}

/**
 * The template's bytes, made by the first test file that needs them and read from the file by the others.
 * Two workers may make it at once: each writes a file of its own and renames it, so a reader sees a whole one.
 */
async function readOrMakeTemplate(kind: PgliteTemplate): Promise<Blob> {
  const file = path.join(os.tmpdir(), `gsf-pglite-${kind}-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const blob = await makeTemplate(kind);
  const scratch = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(scratch, new Uint8Array(await blob.arrayBuffer()));
  fs.renameSync(scratch, file);
  return blob;
}

const templates = new Map<PgliteTemplate, Promise<Blob>>();

/** A new in-memory PGlite holding a copy of the template. */
export async function pgliteFromTemplate(kind: PgliteTemplate): Promise<PGlite> {
  let template = templates.get(kind);
  if (!template) {
    template = readOrMakeTemplate(kind);
    templates.set(kind, template);
    template.catch(() => templates.delete(kind));
  }
  const client = newPglite(undefined, { loadDataDir: await template });
  await client.waitReady;
  return client;
}
