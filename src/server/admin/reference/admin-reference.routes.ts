import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategorySchema,
  AdminCitySchema,
  AdminNeighborhoodSchema,
  CategoryFormSchema,
  CityFormSchema,
  CityPatchSchema,
  NeighborhoodFormSchema,
  OkAnswerSchema,
} from '../../../shared/schemas/admin';
import { IdParamsSchema } from '../../../shared/schemas/common';
import { errorResponses } from '../../errors';
import { adminOnly } from '../admin-guard';
import * as service from './admin-reference.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Issue 4: the cities, categories and neighborhoods screens of the administrators. */
export const registerAdminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const db = app.db;
  const byId = { params: IdParamsSchema };

  // ------------------------------------------------------------------------------------------- cities
  app.get('/api/admin/cities', { schema: { response: { 200: z.array(AdminCitySchema), ...errors } } }, () =>
    service.listCities(db),
  );
  app.post(
    '/api/admin/cities',
    { schema: { body: CityFormSchema, response: { 201: AdminCitySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createCity(db, request.body)),
  );
  app.patch(
    '/api/admin/cities/:id',
    { schema: { ...byId, body: CityPatchSchema, response: { 200: AdminCitySchema, ...errors } } },
    (request) => service.updateCity(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/cities/:id',
    { schema: { ...byId, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await service.deleteCity(db, request.params.id);
      return { message: 'City deleted' };
    },
  );

  // --------------------------------------------------------------------------------------- categories
  app.get(
    '/api/admin/categories',
    { schema: { response: { 200: z.array(AdminCategorySchema), ...errors } } },
    () => service.listCategories(db),
  );
  app.post(
    '/api/admin/categories',
    { schema: { body: CategoryFormSchema, response: { 201: AdminCategorySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createCategory(db, request.body)),
  );
  app.put(
    '/api/admin/categories/:id',
    { schema: { ...byId, body: CategoryFormSchema, response: { 200: AdminCategorySchema, ...errors } } },
    (request) => service.updateCategory(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    { schema: { ...byId, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await service.deleteCategory(db, request.params.id);
      return { message: 'Category deleted' };
    },
  );

  // ------------------------------------------------------------------------------------ neighborhoods
  app.get(
    '/api/admin/neighborhoods',
    { schema: { response: { 200: z.array(AdminNeighborhoodSchema), ...errors } } },
    () => service.listNeighborhoods(db),
  );
  app.post(
    '/api/admin/neighborhoods',
    { schema: { body: NeighborhoodFormSchema, response: { 201: AdminNeighborhoodSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.createNeighborhood(db, request.body)),
  );
  app.put(
    '/api/admin/neighborhoods/:id',
    {
      schema: {
        ...byId,
        body: NeighborhoodFormSchema,
        response: { 200: AdminNeighborhoodSchema, ...errors },
      },
    },
    (request) => service.updateNeighborhood(db, request.params.id, request.body),
  );
  app.delete(
    '/api/admin/neighborhoods/:id',
    { schema: { ...byId, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await service.deleteNeighborhood(db, request.params.id);
      return { message: 'Neighborhood deleted' };
    },
  );
};
