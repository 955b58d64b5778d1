import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import {
  CategorySchema,
  CityDetailsSchema,
  CityNamesSchema,
  NeighborhoodListSchema,
  NeighborhoodQuerySchema,
} from '../../shared/schemas/reference';
import { BadRequestError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { listActiveCities, listCategories, listNeighborhoodsOfCity } from './reference.repo';

export const CHOOSE_A_CITY = apiText('adminApi', 'reference.chooseCity');

export const registerReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/categories', { schema: { response: { 200: z.array(CategorySchema) } } }, async () =>
    listCategories(app.db),
  );

  app.get('/api/cities', { schema: { response: { 200: CityNamesSchema } } }, async () =>
    (await listActiveCities(app.db)).map((city) => city.name),
  );

  app.get('/api/cities/details', { schema: { response: { 200: CityDetailsSchema } } }, async () =>
    listActiveCities(app.db),
  );

  app.get(
    '/api/neighborhoods',
    {
      schema: {
        querystring: NeighborhoodQuerySchema,
        response: { 200: NeighborhoodListSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const city = request.query.city;
      if (!city) throw new BadRequestError(CHOOSE_A_CITY, [{ path: 'city', message: CHOOSE_A_CITY }]);
      return listNeighborhoodsOfCity(app.db, city);
    },
  );
};
