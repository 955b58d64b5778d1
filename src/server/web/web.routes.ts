import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerWebRoutes: FastifyPluginAsyncZod = async () => {};
