import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links may name (og:url, JSON-LD, the sitemap), or undefined when there is none we
 * can trust; the caller then writes relative links or, where those are not allowed (a sitemap), nothing.
 *
 * - PUBLIC_URL when set: what production sets.
 * - Else a TRUST_PROXY proxy's X-Forwarded-Host (and -Proto), as Fastify decides to believe them.
 * - Never the request's own Host header: any client sets it, so `Host: evil.example` would put that name
 *   into a page that a shared cache or a link preview might keep.
 */
export function trustedOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (publicUrl) return publicUrl;
  const forwarded = forwardedHost(request);
  if (!forwarded || !PLAIN_HOST.test(forwarded)) return undefined;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${forwarded.toLowerCase()}`;
}

const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;
const PROBE = 'x-forwarded-host.probe.invalid';

/**
 * The X-Forwarded-Host Fastify believed (its peer is a trusted proxy), else undefined. Fastify's `host`
 * answers the forwarded value when it trusts the peer and the Host header otherwise; asking it again with a
 * marker in place of the forwarded value tells the two apart even when both headers say the same, with
 * Fastify's own trust rules rather than a copy of them.
 */
function forwardedHost(request: FastifyRequest): string | undefined {
  const header = request.headers['x-forwarded-host'];
  if (!header) return undefined;
  const probe: FastifyRequest = Object.create(request, {
    headers: { value: { ...request.headers, 'x-forwarded-host': PROBE, host: '' } },
  });
  if (probe.host !== PROBE) return undefined;
  return request.host;
}
