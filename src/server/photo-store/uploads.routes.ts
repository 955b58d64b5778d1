import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { DiskPhotoStore } from './disk-photo-store';
import { type PhotoStore, photoKeyOf } from './photo-store';

export { UPLOAD_CONTENT_TYPES } from './photo-store';

/**
 * Whether a photo path the API hands out (/uploads/...) names a file that is there; anything else (a full
 * URL, a public file) is taken to be there, and so is every photo of a bucket: asking the store for each
 * card of the first screen would cost a request each.
 */
export function uploadExists(store: PhotoStore, photoPath: string): boolean {
  if (!photoPath.startsWith('/uploads/') || !(store instanceof DiskPhotoStore)) return true;
  const key = photoKeyOf(photoPath);
  const file = key === undefined ? undefined : store.filePath(key);
  return file !== undefined && fs.existsSync(file);
}

/** Whether the browser's cached copy (If-None-Match) is the stored one. */
function isFresh(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * Photo files, streamed from the photo store (the uploads folder or the bucket). Names are ours and never
 * reused, so they are cached for a year; anything that is not an image file falls through to the JSON 404,
 * and on disk a symbolic link is not followed.
 */
export const registerUploadRoutes: FastifyPluginAsyncZod<{ store: PhotoStore }> = async (app, { store }) => {
  app.get(
    '/uploads/*',
    { schema: { params: z.object({ '*': z.string() }), hide: true } },
    async (request, reply) => {
      const key = photoKeyOf(`/uploads/${request.params['*']}`);
      if (key === undefined) return reply.callNotFound();
      const object = await store.get(key).catch((error: unknown) => {
        request.log.error({ err: error, key }, 'photo storage read failed');
        throw new HttpError(503, apiText('api-texts', 'photos.unavailable'));
      });
      if (!object) return reply.callNotFound();
      reply
        .type(object.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.etag) reply.header('etag', object.etag);
      if (isFresh(request.headers['if-none-match'], object.etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply.header('content-length', object.contentLength).send(object.body);
    },
  );
};
