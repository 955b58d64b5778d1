import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listBackups, pruneBackups } from './backup-prune';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function backupDirWith(names: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-prune-'));
  dirs.push(dir);
  for (const name of names) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, 'manifest.json'), '{}');
  }
  return dir;
}

describe('BACKUP_KEEP', () => {
  it('removes the oldest backups beyond the number kept, and nothing that is not a backup', async () => {
    const stamps = ['2030-01-03T00-00-00-000Z', '2030-01-01T00-00-00-000Z', '2030-01-02T00-00-00-000Z'];
    const dir = backupDirWith(stamps);
    fs.mkdirSync(path.join(dir, 'my-notes'));
    fs.mkdirSync(path.join(dir, '2029-12-31T00-00-00-000Z'));
    fs.mkdirSync(path.join(dir, '.partial-2030-01-04T00-00-00-000Z-42'));

    const removed = await pruneBackups(dir, 2);
    expect(removed).toEqual([path.join(dir, '2030-01-01T00-00-00-000Z')]);
    expect(await listBackups(dir)).toEqual(['2030-01-02T00-00-00-000Z', '2030-01-03T00-00-00-000Z']);
    // A folder without a manifest, the operator's own and a backup being written stay.
    expect(fs.readdirSync(dir).sort()).toEqual([
      '.partial-2030-01-04T00-00-00-000Z-42',
      '2029-12-31T00-00-00-000Z',
      '2030-01-02T00-00-00-000Z',
      '2030-01-03T00-00-00-000Z',
      'my-notes',
    ]);
  });
});
