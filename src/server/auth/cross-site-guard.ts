import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { ForbiddenError } from '../errors';
import { apiText } from '../lib/server-i18n';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes no ambient credential (no session cookie is read): its own secret in the URL decides,
     * so a post from another site is fine. Only the one-click unsubscribe (RFC 8058), which mail providers
     * send from their own servers or pages.
     */
    crossSiteAllowed?: boolean;
  }
}

export const CROSS_SITE_MESSAGE = apiText('api-texts', 'auth.crossSite');

/** Methods that change nothing; every other method (POST, PUT, PATCH, DELETE, ...) is guarded. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL-ish text, normalised (case, default port), or undefined when it is not one. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser sent this request on behalf of another site. The session cookie is SameSite=Lax,
 * which already keeps it off cross-site POSTs, but a sibling subdomain counts as the same site for
 * SameSite, and older browsers ignore it: so the request's own Fetch Metadata and Origin are checked too.
 * Requests with neither header (curl, server-to-server, tests) carry no ambient browser cookie and pass.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (/(^|,)\s*(cross-site|same-site)\s*(,|$)/.test(fetchSite)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = publicUrl ?? `${request.protocol}://${request.host}`;
  const theirs = originOf(origin);
  return theirs === undefined || theirs !== originOf(own);
}

/** Whether the guard checks a route's requests of this method (the API document lists its 403 there too). */
export function isGuardedAgainstCrossSite(method: string, config: FastifyContextConfig | undefined): boolean {
  return !SAFE_METHODS.has(method) && !config?.crossSiteAllowed;
}

/**
 * A global onRequest hook: it runs before any body is read, so a refused multipart upload is never parsed,
 * and before the session lookup, so a refused request costs no database read.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    if (!isGuardedAgainstCrossSite(request.method, request.routeOptions.config)) return;
    if (isCrossSiteRequest(request, config.publicUrl)) throw new ForbiddenError(CROSS_SITE_MESSAGE);
  });
}
