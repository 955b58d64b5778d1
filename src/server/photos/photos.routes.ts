import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const registerPhotoRoutes: FastifyPluginAsyncZod = async () => {};
