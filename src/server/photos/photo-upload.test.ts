import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStaleUploads } from './photo-upload';

describe('removeStaleUploads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes the folders of uploads older than an hour and keeps those under way', async () => {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-upload-tmp-'));
    dirs.push(temp);
    for (const name of ['upload-old', 'upload-new']) {
      fs.mkdirSync(path.join(temp, name));
      fs.writeFileSync(path.join(temp, name, '0'), 'bytes');
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(temp, 'upload-old'), twoHoursAgo, twoHoursAgo);
    await removeStaleUploads(temp);
    expect(fs.readdirSync(temp)).toEqual(['upload-new']);
  });

  it('accepts a temporary folder that does not exist yet', async () => {
    await expect(removeStaleUploads(path.join(os.tmpdir(), 'gsf-no-such-folder'))).resolves.toBeUndefined();
  });
});
