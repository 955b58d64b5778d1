import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerSalesRoutes: FastifyPluginAsyncZod = async () => {};
