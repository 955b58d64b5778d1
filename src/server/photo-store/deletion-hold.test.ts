import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskPhotoStore } from './disk-photo-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('deletions held during a backup', () => {
  it('keeps the files until the last hold ends, then deletes them; nobody waits meanwhile', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-hold-'));
    dirs.push(dir);
    const store = new DiskPhotoStore(dir);
    await store.put('a.jpg', Buffer.from('a'));
    await store.put('b.jpg', Buffer.from('b'));

    const first = store.holdDeletions();
    const second = store.holdDeletions();
    await store.delete('a.jpg');
    expect(await store.exists('a.jpg')).toBe(true);
    await first();
    await first();
    expect(await store.exists('a.jpg')).toBe(true);
    await second();
    expect(await store.exists('a.jpg')).toBe(false);

    // Without a hold, at once.
    await store.delete('b.jpg');
    expect(await store.exists('b.jpg')).toBe(false);
  });
});
