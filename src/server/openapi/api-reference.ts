import crypto from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

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

/** Scalar's API reference at /api/docs, reading /api/openapi.json; its routes are in this context only. */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
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
  await app.register(scalar, {
    routePrefix: '/api/docs',
    logLevel: 'warn',
    configuration: {
      url: '/api/openapi.json',
      pageTitle: `${app.config.siteName} API`,
      // Scalar's fonts come from its CDN by default: the system fonts keep the page on this origin. Its AI
      // chat, MCP generator and deploy toolbar talk to Scalar's services: off, the page stays a reference.
      withDefaultFonts: false,
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    },
  });
}
