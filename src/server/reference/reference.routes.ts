import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerReferenceRoutes: FastifyPluginAsyncZod = async () => {};
