import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { getSalePhotos } from '../sales/sales.service';

export const registerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/garage-sales/:id/photos',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: PhotoListSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => getSalePhotos(app.db, request.params.id),
  );
};
