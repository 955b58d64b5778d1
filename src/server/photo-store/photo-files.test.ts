import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processUpload } from '../photos/image-processing';
import { deletePhotoFiles, removeStaleTempFiles, storedFilePath, storePhoto } from './photo-files';

let uploadsDir: string;

beforeEach(() => {
  uploadsDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-photos-')), 'uploads');
});
afterEach(() => {
  fs.rmSync(path.dirname(uploadsDir), { recursive: true, force: true });
});

async function samplePhoto() {
  const input = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 90, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return processUpload(input);
}

describe('photo files', () => {
  it('stores a photo and its thumbnail under random names and returns their /uploads/ urls', async () => {
    const processed = await samplePhoto();
    const first = await storePhoto(uploadsDir, processed);
    const second = await storePhoto(uploadsDir, processed);
    expect(first.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(first.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(second.url).not.toBe(first.url);

    const fullFile = storedFilePath(uploadsDir, first.url) as string;
    const thumbFile = storedFilePath(uploadsDir, first.thumbnailUrl) as string;
    expect(fs.readFileSync(fullFile).equals(processed.full)).toBe(true);
    expect(fs.readFileSync(thumbFile).equals(processed.thumbnail)).toBe(true);
    expect(fs.readdirSync(uploadsDir).sort()).toHaveLength(4);
  });

  it('deletes the files of one photo and leaves the others', async () => {
    const processed = await samplePhoto();
    const gone = await storePhoto(uploadsDir, processed);
    const kept = await storePhoto(uploadsDir, processed);
    await deletePhotoFiles(uploadsDir, gone);
    expect(fs.readdirSync(uploadsDir).sort()).toEqual(
      [kept.url, kept.thumbnailUrl].map((url) => path.basename(url)).sort(),
    );
    // Deleting again (files already gone) is fine.
    await deletePhotoFiles(uploadsDir, gone);
  });

  it('never touches a file it did not make, whatever url the database holds', async () => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const outside = path.join(path.dirname(uploadsDir), 'secret.jpg');
    fs.writeFileSync(outside, 'keep me');
    fs.writeFileSync(path.join(uploadsDir, 'legacy.jpg'), 'keep me too');
    for (const url of [
      '/uploads/../secret.jpg',
      '/uploads/legacy.jpg',
      'https://example.org/a.jpg',
      '../x',
    ]) {
      expect(storedFilePath(uploadsDir, url)).toBeUndefined();
      await deletePhotoFiles(uploadsDir, { url, thumbnailUrl: url });
    }
    expect(fs.existsSync(outside)).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, 'legacy.jpg'))).toBe(true);
  });

  it('leaves no file behind when the thumbnail cannot be written', async () => {
    const processed = await samplePhoto();
    const broken = { ...processed, thumbnail: undefined as unknown as Buffer };
    await expect(storePhoto(uploadsDir, broken)).rejects.toThrow();
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it('sweeps temporary files older than an hour and keeps fresh ones', async () => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const old = path.join(uploadsDir, '.tmp-old');
    const fresh = path.join(uploadsDir, '.tmp-fresh');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleTempFiles(uploadsDir)).toBe(1);
    expect(fs.readdirSync(uploadsDir)).toEqual(['.tmp-fresh']);
  });
});
