import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The CSP source of each inline script of a page: its SHA-256, so no other inline script may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The reference page's own policy, in place of the site's (whose script-src has no inline scripts): its
 * script file from here, its one inline script by hash, its injected styles, and its requests (the
 * document, and "try it" calls) to this origin only. Set on these routes alone.
 */
export function apiReferencePolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Scalar's reference in a Fastify of its own, made on the first visit to /api/docs: its plugin holds the
 * page's 4 MB script, about 30 MB of the app's memory from start to stop, for a page a few developers
 * open (issue 10's memory budget).
 */
async function createReferenceApp(pageTitle: string): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: scalar }] = await Promise.all([
    import('fastify'),
    import('@scalar/fastify-api-reference'),
  ]);
  const reference = Fastify({ logger: false });
  await reference.register(scalar, {
    routePrefix: DOCS_PREFIX,
    configuration: {
      url: '/api/openapi.json',
      pageTitle,
      // Scalar's fonts come from its CDN by default: the system fonts keep the page on this origin. Its AI
      // chat, MCP generator and deploy toolbar talk to Scalar's services: off, the page stays a reference.
      withDefaultFonts: false,
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    },
  });
  await reference.ready();
  return reference;
}

const DOCS_PREFIX = '/api/docs';
/** The headers of Scalar's answers that travel on; the site's own (security, compression) are added here. */
const PASSED_HEADERS = ['content-type', 'location', 'cache-control', 'etag', 'last-modified'];

/** Scalar's API reference at /api/docs, reading /api/openapi.json; its routes are in this context only. */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  let reference: Promise<FastifyInstance> | undefined;
  app.addHook('onRoute', (route) => {
    // The page is the same for everyone: no session read (auth-context reads it for /api/ otherwise).
    route.config = { ...route.config, sameForEveryone: true };
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('content-security-policy', apiReferencePolicy(payload));
    }
    return payload;
  });
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reference ??= createReferenceApp(`${app.config.siteName} API`).catch((error: unknown) => {
      reference = undefined; // the next visit tries again
      throw error;
    });
    const answer = await (await reference).inject({ method: 'GET', url: request.url });
    reply.code(answer.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    const isText = /^(text\/|application\/(json|javascript))/.test(String(answer.headers['content-type']));
    return reply.send(isText ? answer.body : answer.rawPayload);
  };
  const route = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get(DOCS_PREFIX, route, serve);
  app.get(`${DOCS_PREFIX}/*`, route, serve);
}
