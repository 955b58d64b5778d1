import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/auth-context';

/**
 * Every route of the calling plugin is for administrators: guests get 401 and users 403 before the body
 * is read or validated, so nobody learns what a valid admin request looks like. Each admin plugin calls
 * this once; Fastify keeps the hook inside that plugin.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}
