import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../../../shared/i18n/catalog-types';
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
import type { Db } from '../../db/client';
import { errorResponses } from '../../errors';
import { serverT } from '../../lib/server-i18n';
import { adminOnly } from '../admin-guard';
import * as service from './admin-reference.service';

const errors = errorResponses(400, 401, 403, 404, 409);

type Schema = z.core.$ZodType;

/** One kind of reference data as its four admin routes see it: list, create, change and delete. */
interface ReferenceResource<Item extends Schema, Form extends Schema, Change extends Schema> {
  /** '/api/admin/cities'; one of them is at '<path>/:id'. */
  path: string;
  item: Item;
  form: Form;
  /** PATCH with the fields to change (cities), or PUT with the whole form. */
  change: { method: 'PATCH' | 'PUT'; body: Change };
  list(db: Db): Promise<z.output<Item>[]>;
  create(db: Db, form: z.output<Form>): Promise<z.output<Item>>;
  update(db: Db, id: number, change: z.output<Change>): Promise<z.output<Item>>;
  remove(db: Db, id: number): Promise<void>;
  /** The delete's answer, in the request's language: 'City deleted'. */
  deleted: MessageKey<'adminApi'>;
}

/** The id of '<path>/:id', parsed by IdParamsSchema. */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The four routes of one kind. Fastify's zod type provider cannot follow generic schemas, so this plain
 * instance takes bodies as the resource's types; the same schemas still check every request and answer.
 */
function registerResource<Item extends Schema, Form extends Schema, Change extends Schema>(
  app: FastifyInstance,
  resource: ReferenceResource<Item, Form, Change>,
): void {
  const { path, item } = resource;
  const byId = { params: IdParamsSchema };
  app.get(path, { schema: { response: { 200: z.array(item), ...errors } } }, () => resource.list(app.db));
  app.post(
    path,
    { schema: { body: resource.form, response: { 201: item, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await resource.create(app.db, request.body as z.output<Form>)),
  );
  app.route({
    method: resource.change.method,
    url: `${path}/:id`,
    schema: { ...byId, body: resource.change.body, response: { 200: item, ...errors } },
    handler: (request) => resource.update(app.db, idOf(request), request.body as z.output<Change>),
  });
  app.delete(
    `${path}/:id`,
    { schema: { ...byId, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await resource.remove(app.db, idOf(request));
      return { message: serverT(request.locale, 'adminApi')(resource.deleted) };
    },
  );
}

/** Issue 4: the cities, categories and neighborhoods screens of the administrators. */
export const registerAdminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  registerResource(app, {
    path: '/api/admin/cities',
    item: AdminCitySchema,
    form: CityFormSchema,
    change: { method: 'PATCH', body: CityPatchSchema },
    list: service.listCities,
    create: service.createCity,
    update: service.updateCity,
    remove: service.deleteCity,
    deleted: 'city.deleted',
  });
  registerResource(app, {
    path: '/api/admin/categories',
    item: AdminCategorySchema,
    form: CategoryFormSchema,
    change: { method: 'PUT', body: CategoryFormSchema },
    list: service.listCategories,
    create: service.createCategory,
    update: service.updateCategory,
    remove: service.deleteCategory,
    deleted: 'category.deleted',
  });
  registerResource(app, {
    path: '/api/admin/neighborhoods',
    item: AdminNeighborhoodSchema,
    form: NeighborhoodFormSchema,
    change: { method: 'PUT', body: NeighborhoodFormSchema },
    list: service.listNeighborhoods,
    create: service.createNeighborhood,
    update: service.updateNeighborhood,
    remove: service.deleteNeighborhood,
    deleted: 'neighborhood.deleted',
  });
};
