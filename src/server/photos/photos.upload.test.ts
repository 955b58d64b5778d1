import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { CROSS_SITE_MESSAGE } from '../auth/cross-site-guard';
import { storedFilePath } from '../photo-store/photo-files';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE } from './image-processing';
import { NO_PHOTOS_MESSAGE, TOO_MANY_PHOTOS_MESSAGE } from './photo-upload';
import { createPhotoWorld, jpeg, jpegWithGps, photoForm, png, pngDeclaring, SVG } from './photos.fixtures';
import { photoProcessing } from './processing-slots';

describe.each(engines)('POST /api/garage-sales/:id/photos on %s', (engine) => {
  const w = useWorld(() => createPhotoWorld(engine));

  const names = (urls: (string | null)[]) => urls.map((url) => path.basename(url ?? '')).sort();

  it('stores two photos with thumbnails under our names, the first featured, and serves them as images', async () => {
    const saleId = await w.sale();
    const before = w.files();
    const response = await w.upload(saleId, w.owner, [
      { name: 'living room.jpg', data: await jpeg(2400, 1800) },
      { name: 'chair.png', data: await png(), type: 'text/plain' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const list = PhotoListSchema.parse(response.json());
    expect(list.map((photo) => [photo.sortOrder, photo.isFeatured, photo.caption])).toEqual([
      [0, true, null],
      [1, false, null],
    ]);
    for (const photo of list) {
      expect(photo.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
      expect(photo.thumbnailUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-thumb\.webp$/);
      expect(photo.url).not.toContain('living');
    }
    const rows = await w.rows(saleId);
    expect(rows.map((row) => row.id)).toEqual(list.map((photo) => photo.id));
    const added = w.files().filter((name) => !before.includes(name));
    expect(added).toEqual(names(list.flatMap((photo) => [photo.url, photo.thumbnailUrl])));

    const [first] = list;
    const full = await sharp(storedFilePath(w.t.config.uploadsDir, first?.url) as string).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1600, 1200]);
    const thumb = await sharp(
      storedFilePath(w.t.config.uploadsDir, first?.thumbnailUrl) as string,
    ).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 320]);

    for (const url of [first?.url, first?.thumbnailUrl]) {
      const served = await w.t.app.inject({ method: 'GET', url: url as string });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
    }
    // The sale's cards now show the featured photo.
    const sale = await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}` });
    expect(sale.json()).toMatchObject({ featuredPhoto: first?.url, featuredThumbnail: first?.thumbnailUrl });
  });

  it('processes each photo in one of the process-wide processing slots', async () => {
    const run = vi.spyOn(photoProcessing, 'run');
    try {
      const response = await w.upload(await w.sale(), w.owner, [
        { name: 'a.jpg', data: await jpeg(64, 64) },
        { name: 'b.jpg', data: await jpeg(64, 64) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      run.mockRestore();
    }
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'refuses an upload with %s and a valid session cookie (403), storing nothing',
    async (_case, headers) => {
      const saleId = await w.sale();
      const before = w.files();
      const response = await w.t.app.inject({
        method: 'POST',
        url: `/api/garage-sales/${saleId}/photos`,
        headers: { ...headers, cookie: w.owner.cookie },
        payload: photoForm([{ name: 'a.jpg', data: await jpeg(64, 64) }]),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      expect(await w.rows(saleId)).toEqual([]);
      expect(w.files()).toEqual(before);
    },
  );

  it('strips EXIF and GPS data from the stored photo', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const response = await w.upload(await w.sale(), w.owner, [{ name: 'IMG_0001.jpg', data: input }]);
    expect(response.statusCode, response.body).toBe(201);
    const [photo] = PhotoListSchema.parse(response.json());
    const file = storedFilePath(w.t.config.uploadsDir, photo?.url) as string;
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file).includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('features the new photo named by featuredPhotoIndex, and only that one', async () => {
    const saleId = await w.sale({ photos: [{ url: '/uploads/old.jpg', isFeatured: true }] });
    const response = await w.upload(
      saleId,
      w.owner,
      [
        { name: 'a.jpg', data: await jpeg() },
        { name: 'b.jpg', data: await jpeg() },
      ],
      { featuredPhotoIndex: '1' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const list = PhotoListSchema.parse(response.json());
    expect(list.map((photo) => [photo.sortOrder, photo.isFeatured])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
  });

  it('keeps the featured photo when no index (or one out of range) comes', async () => {
    const saleId = await w.sale({
      photos: [{ url: '/uploads/old-a.jpg' }, { url: '/uploads/old-b.jpg', isFeatured: true }],
    });
    const response = await w.upload(saleId, w.owner, [{ name: 'c.jpg', data: await jpeg() }], {
      featuredPhotoIndex: '3',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(PhotoListSchema.parse(response.json()).map((photo) => photo.isFeatured)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('makes the first photo by sortOrder featured when the sale had photos but none featured', async () => {
    const saleId = await w.sale({ photos: [{ url: '/uploads/legacy.jpg' }] });
    const response = await w.upload(saleId, w.owner, [{ name: 'c.jpg', data: await jpeg() }]);
    expect(PhotoListSchema.parse(response.json()).map((photo) => photo.isFeatured)).toEqual([true, false]);
  });

  it('refuses a featuredPhotoIndex that is not a whole number', async () => {
    const saleId = await w.sale();
    const response = await w.upload(saleId, w.owner, [{ name: 'c.jpg', data: await jpeg() }], {
      featuredPhotoIndex: 'first',
    });
    expect(response.statusCode).toBe(400);
    expect(await w.rows(saleId)).toEqual([]);
  });

  it('refuses a sixth photo with "Too many photos" and stores nothing', async () => {
    const four = ['1', '2', '3', '4'].map((n) => ({ url: `/uploads/${n}.jpg` }));
    const saleId = await w.sale({ photos: four });
    const before = w.files();
    const response = await w.upload(saleId, w.owner, [
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
    expect(await w.rows(saleId)).toHaveLength(4);
    expect(w.files()).toEqual(before);

    const full = await w.sale({ photos: [...four, { url: '/uploads/5.jpg' }] });
    const sixth = await w.upload(full, w.owner, [{ name: 'a.jpg', data: await jpeg() }]);
    expect([sixth.statusCode, sixth.json()]).toEqual([400, { message: TOO_MANY_PHOTOS_MESSAGE }]);
  });

  it('refuses six photos at once on an empty sale', async () => {
    const saleId = await w.sale();
    const before = w.files();
    const image = await jpeg(64, 64);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: image }));
    const response = await w.upload(saleId, w.owner, six);
    expect([response.statusCode, response.json()]).toEqual([400, { message: TOO_MANY_PHOTOS_MESSAGE }]);
    expect(await w.rows(saleId)).toEqual([]);
    expect(w.files()).toEqual(before);
  });

  it('lets two concurrent uploads together never pass five photos', async () => {
    const saleId = await w.sale();
    const image = await jpeg(64, 64);
    const three = ['a', 'b', 'c'].map((n) => ({ name: `${n}.jpg`, data: image }));
    const before = w.files();
    const answers = await Promise.all([w.upload(saleId, w.owner, three), w.upload(saleId, w.owner, three)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await w.rows(saleId)).toHaveLength(3);
    expect(w.files()).toHaveLength(before.length + 6);
  });

  it.each([
    ['a text file named like a photo', 'notes.jpg', Buffer.from('shopping list: lamp, chair\n')],
    ['an SVG', 'logo.svg', SVG],
  ])('refuses %s, naming the file', async (_what, name, data) => {
    const saleId = await w.sale();
    const response = await w.upload(saleId, w.owner, [{ name, data, type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `"${name}": ${NOT_AN_IMAGE_MESSAGE}` });
    expect(await w.rows(saleId)).toEqual([]);
  });

  it('refuses a pixel bomb (a tiny PNG declaring 20000 x 20000) as too large', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const response = await w.upload(await w.sale(), w.owner, [{ name: 'bomb.png', data: bomb }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(new RegExp(`^"bomb\\.png": ${TOO_LARGE_MESSAGE}`));
  });

  it('refuses a file over 15 MB as too large', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const saleId = await w.sale();
    const response = await w.upload(saleId, w.owner, [{ name: 'huge.jpg', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: `"huge.jpg": ${TOO_LARGE_MESSAGE} (at most 15 MB)` });
    expect(await w.rows(saleId)).toEqual([]);
  });

  it('leaves no row and no file behind when a later file of the batch fails', async () => {
    const saleId = await w.sale();
    const before = w.files();
    const response = await w.upload(saleId, w.owner, [
      { name: 'good.jpg', data: await jpeg() },
      { name: 'good.png', data: await png() },
      { name: 'bad.jpg', data: Buffer.from('not a photo') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`"bad.jpg": ${NOT_AN_IMAGE_MESSAGE}`);
    expect(await w.rows(saleId)).toEqual([]);
    expect(w.files()).toEqual(before);
  });

  it('refuses an upload without photos, a non-multipart body and a file in another field', async () => {
    const saleId = await w.sale();
    const url = `/api/garage-sales/${saleId}/photos`;
    const headers = { cookie: w.owner.cookie };
    const empty = await w.upload(saleId, w.owner, [], { featuredPhotoIndex: '0' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: NO_PHOTOS_MESSAGE }]);

    const json = await w.t.app.inject({ method: 'POST', url, headers, payload: { photos: [] } });
    expect(json.statusCode).toBe(415);

    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await jpeg())]), 'a.jpg');
    const wrongField = await w.t.app.inject({ method: 'POST', url, headers, payload: form });
    expect(wrongField.statusCode).toBe(400);
    expect(await w.rows(saleId)).toEqual([]);
  });

  it('answers 401 to a guest, 403 to another user, 404 for an unknown sale and lets an admin upload', async () => {
    const saleId = await w.sale();
    const files = [{ name: 'a.jpg', data: await jpeg(64, 64) }];
    const guest = await w.upload(saleId, undefined, files);
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: 'Please log in to continue' }]);
    // A guest gets 401 even for an unknown sale or a bad id.
    expect((await w.upload(999_999, undefined, files)).statusCode).toBe(401);
    const other = await w.upload(saleId, w.other, files);
    expect(other.statusCode).toBe(403);
    expect((await w.upload(999_999, w.owner, files)).statusCode).toBe(404);
    expect(await w.rows(saleId)).toEqual([]);
    const admin = await w.upload(saleId, w.admin, files);
    expect(admin.statusCode, admin.body).toBe(201);
    const badId = await w.t.app.inject({
      method: 'POST',
      url: '/api/garage-sales/abc/photos',
      headers: { cookie: w.owner.cookie },
    });
    expect(badId.statusCode).toBe(400);
  });
});
