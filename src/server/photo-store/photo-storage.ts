import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { DiskPhotoStore } from './disk-photo-store';
import type { PhotoStore } from './photo-store';
import { setPhotoPublicBase } from './photo-urls';
import { S3PhotoStore } from './s3-photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photo files live (PHOTO_STORAGE); its check() tells whether the storage is reachable. */
    photoStore: PhotoStore;
  }
}

/** The store PHOTO_STORAGE names: the uploads folder (made when missing) or the S3 bucket. */
export function createPhotoStore(config: Pick<AppConfig, 'uploadsDir' | 'photoStorage'>): PhotoStore {
  if (config.photoStorage.kind === 's3') return new S3PhotoStore(config.photoStorage);
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  return new DiskPhotoStore(config.uploadsDir);
}

/** Decorates the app with its photo store (closed with the app) and sets where photo urls point. */
export function registerPhotoStore(app: FastifyInstance, config: AppConfig): void {
  const store = createPhotoStore(config);
  app.decorate('photoStore', store);
  setPhotoPublicBase(config.photoStorage.kind === 's3' ? config.photoStorage.publicUrl : undefined);
  app.addHook('onClose', () => store.close());
}
