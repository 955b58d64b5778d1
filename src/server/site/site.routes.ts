import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GoogleMapsKeySchema, PublicConfigSchema } from '../../shared/schemas/config';
import { TermsSchema } from '../../shared/schemas/terms';
import { publicConfig } from './site.service';
import { getTerms } from './terms.service';

export const registerSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/config', { schema: { response: { 200: PublicConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicConfig(app.config);
  });

  // The terms the register form's checkbox links to (/terms): an operator's text, or the default.
  app.get('/api/terms', { schema: { response: { 200: TermsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getTerms(app.db, app.config);
  });

  app.get(
    '/api/google-maps-key',
    { schema: { response: { 200: GoogleMapsKeySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // From the process's copy, current within 30 s of a change made by another instance.
      return { apiKey: await app.mapsKeys.current() };
    },
  );
};
