import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiKeyFormSchema, MapsKeyStatusSchema, OkAnswerSchema } from '../../../shared/schemas/admin';
import { TermsFormSchema, TermsSchema } from '../../../shared/schemas/terms';
import { errorResponses } from '../../errors';
import { serverT } from '../../lib/server-i18n';
import { restoreDefaultTerms, saveTerms } from '../../site/terms.service';
import { adminOnly } from '../admin-guard';
import { getMapsKeyStatus, removeMapsKey, saveMapsKey } from './admin-settings.service';

const errors = errorResponses(400, 401, 403);

/**
 * The Google Maps key an administrator saves (spec §5 Api key form), over the environment's; and the
 * terms and conditions the register form links to.
 */
export const registerAdminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  const ctx = { db: app.db, envKey: app.config.googleMapsApiKey, store: app.mapsKeys };
  const path = '/api/admin/settings/maps-key';

  app.get(
    path,
    { schema: { response: { 200: MapsKeyStatusSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getMapsKeyStatus(ctx);
    },
  );

  app.put(
    path,
    { schema: { body: ApiKeyFormSchema, response: { 200: MapsKeyStatusSchema, ...errors } } },
    async (request) => saveMapsKey(ctx, request.body.apiKey),
  );

  app.delete(path, { schema: { response: { 200: OkAnswerSchema, ...errors } } }, async (request) => {
    await removeMapsKey(ctx);
    return { message: serverT(request.locale, 'adminApi')('apiKey.removed') };
  });

  const terms = '/api/admin/settings/terms';
  app.put(
    terms,
    { schema: { body: TermsFormSchema, response: { 200: TermsSchema, ...errors } } },
    async (request) => saveTerms(app.db, request.body.text),
  );
  app.delete(terms, { schema: { response: { 200: TermsSchema, ...errors } } }, async () =>
    restoreDefaultTerms(app.db, app.config),
  );
};
