import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { type Photo, PhotoListSchema, PhotoSaleBodySchema } from '../../shared/schemas/sale';
import { requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { getSalePhotos } from '../sales/sales.service';
import {
  multipartOptions,
  PhotoUploadFormSchema,
  readPhotoUpload,
  removeStaleUploads,
  removeUploadFiles,
} from './photo-upload';
import { addPhotos, deletePhoto, roomForPhotos, setFeaturedPhoto } from './photos.service';
import { createUploadGate } from './uploads-in-flight';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);

/** Where uploads wait while they arrive and are processed: on disk in the data directory, not in memory. */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'upload-tmp');

/** Route-level: a guest gets 401 before the id, the body or the sale is looked at. */
async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export const registerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this plugin's routes accept multipart bodies.
  await app.register(multipart, multipartOptions);
  const ctx = (request: FastifyRequest) => ({
    db: app.db,
    store: app.photoStore,
    log: request.log,
  });
  const tempDir = uploadTempDir(app.config.dataDir);
  // What a process stopped in the middle of an upload left behind.
  await removeStaleUploads(tempDir);
  const uploadGate = createUploadGate();

  app.get(
    '/api/garage-sales/:id/photos',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: PhotoListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const photos = await getSalePhotos(app.db, request.params.id, request.user ?? undefined);
      // The same for everyone while the sale is visible; a hidden sale's list is its seller's alone.
      markPrivate(reply);
      return photos;
    },
  );

  app.post(
    '/api/garage-sales/:id/photos',
    {
      onRequest: signedInOnly,
      // The form is read part by part in the handler; the document shows it (openapi.ts).
      config: { multipartBody: PhotoUploadFormSchema },
      schema: { params: IdParamsSchema, response: { 201: PhotoListSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const saleId = request.params.id;
      const done = uploadGate.enter(user.id);
      let photos: Photo[];
      // The slot and the temporary files are given back before the answer goes: a client that uploads
      // again as soon as it has its answer must find its slot free.
      try {
        // Who may, and whether there is room, before a byte of the body is read.
        const room = await roomForPhotos(app.db, user, saleId);
        const upload = await readPhotoUpload(request, room, tempDir);
        try {
          photos = await addPhotos(ctx(request), user, saleId, upload);
          app.metrics.photosUploaded.inc(upload.files.length);
        } finally {
          await removeUploadFiles(upload);
        }
      } finally {
        done();
      }
      return reply.code(201).send(photos);
    },
  );

  app.delete(
    '/api/photos/:id',
    {
      onRequest: signedInOnly,
      schema: { params: IdParamsSchema, body: PhotoSaleBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deletePhoto(ctx(request), requireUser(request), request.body.saleId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/photos/:id/featured',
    {
      onRequest: signedInOnly,
      schema: {
        params: IdParamsSchema,
        body: PhotoSaleBodySchema,
        response: { 200: PhotoListSchema, ...errors },
      },
    },
    async (request) =>
      setFeaturedPhoto(ctx(request), requireUser(request), request.body.saleId, request.params.id),
  );
};
