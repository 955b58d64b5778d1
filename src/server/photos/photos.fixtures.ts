import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { todayIn } from '../../shared/dates';
import { photos } from '../db/schema';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';
import { insertSale, type SaleInput } from '../tools/factories';

/** A real photo of the given size and colour. */
export function jpeg(width = 640, height = 480, r = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A phone-like JPEG carrying a camera make and GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 90, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 30/1', GPSLongitudeRef: 'W' },
    })
    .toBuffer();
}

export { pngDeclaring } from '../test-support/images';

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export interface UploadFile {
  name: string;
  data: Buffer;
  /** What the client claims; the server never believes it. */
  type?: string;
}

/** A multipart body as a browser's FormData would send it. */
export function photoForm(files: UploadFile[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'photos',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The app, a sale owner, another user and an admin, for the photo API tests. */
export interface PhotoWorld {
  t: TestApp;
  owner: SignedInUser;
  other: SignedInUser;
  admin: SignedInUser;
  /** A sale of the owner (unless userId is given) with the given photo rows. */
  sale: (input?: Partial<SaleInput>) => Promise<number>;
  upload: (
    saleId: number,
    as: SignedInUser | undefined,
    files: UploadFile[],
    fields?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** A JSON call; `as` is the caller (none for a guest). */
  call: (
    method: 'DELETE' | 'PUT',
    url: string,
    as: SignedInUser | undefined,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  rows: (saleId: number) => Promise<(typeof photos.$inferSelect)[]>;
  /** The names in the uploads folder, sorted. */
  files: () => string[];
}

/** `env` adds settings, such as PHOTO_STORAGE=s3 and the bucket's (test-support/s3-server.ts). */
export async function createPhotoWorld(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<PhotoWorld> {
  const t = await createTestApp(engine, env);
  const db = t.database.db;
  const owner = await createSignedInUser(db);
  const other = await createSignedInUser(db);
  const admin = await createSignedInUser(db, { userType: 'admin' });
  const today = todayIn(t.config.timeZone);
  const headers = (as: SignedInUser | undefined): Record<string, string> => (as ? { cookie: as.cookie } : {});
  return {
    t,
    owner,
    other,
    admin,
    sale: (input = {}) =>
      insertSale(db, {
        userId: owner.id,
        title: 'Photo sale',
        address: '1 Photo Lane',
        city: 'Spruce Grove',
        position: { lat: 53.5, lng: -113.9 },
        startDate: today,
        endDate: today,
        ...input,
      }),
    upload: (saleId, as, files, fields) =>
      t.app.inject({
        method: 'POST',
        url: `/api/garage-sales/${saleId}/photos`,
        headers: headers(as),
        payload: photoForm(files, fields),
      }),
    call: (method, url, as, payload) =>
      t.app.inject({ method, url, headers: headers(as), payload: payload as object }),
    rows: (saleId) =>
      db
        .select()
        .from(photos)
        .where(eq(photos.saleId, saleId))
        .orderBy(asc(photos.sortOrder), asc(photos.id)),
    files: () => fs.readdirSync(t.config.uploadsDir).sort(),
  };
}
