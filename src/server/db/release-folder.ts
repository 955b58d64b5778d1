import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations folder as a release had it: the journal cut after the release's last migration. */
export function releaseFolder(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
