import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { MapsKeyStore } from './site.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Google Maps key in effect, cached in this process (see MapsKeyStore). */
    mapsKeys: MapsKeyStore;
    /** The security headers every answer carries now (for answers made outside the hooks, errors.ts). */
    securityHeaders: () => Promise<Record<string, string>>;
  }
}

const PLACEHOLDER = 'x0placeholder0x';

/**
 * The CSP source for a tile URL template. A placeholder in the host ('{s}' for the server letter, as in
 * https://{s}.tile.opentopomap.org/...) becomes a '*.' wildcard over the labels after it, since CSP allows
 * a wildcard only as the leftmost label.
 */
export function tileSource(tileUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(tileUrl.replace(/\{[^}]*\}/g, PLACEHOLDER));
  } catch {
    return undefined;
  }
  if (url.port.includes(PLACEHOLDER)) return undefined;
  const labels = url.hostname.split('.');
  let last = -1;
  labels.forEach((label, index) => {
    if (label.includes(PLACEHOLDER)) last = index;
  });
  if (last === -1) return url.origin;
  const rest = labels.slice(last + 1);
  // A wildcard over a whole top-level domain ('*.org') would allow far too much.
  if (rest.length < 2) return undefined;
  return `${url.protocol}//*.${rest.join('.')}${url.port ? `:${url.port}` : ''}`;
}

// Google Maps' allowlist CSP: https://developers.google.com/maps/documentation/javascript/content-security-policy
const GOOGLE = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
const GOOGLE_CONTENT = ['https://*.ggpht.com', 'https://*.googleusercontent.com'];

function helmetOptions(config: AppConfig, mapsKeyInEffect: boolean): HelmetOptions {
  const tiles = tileSource(config.tileUrl);
  // Google's domains (and the eval its maps need) only while a key is in effect (the environment's or one
  // an admin saved): the keyless Leaflet map loads nothing from Google, so nothing from there may run.
  const google = mapsKeyInEffect ? GOOGLE : [];
  const googleContent = mapsKeyInEffect ? GOOGLE_CONTENT : [];
  const evalForGoogle = mapsKeyInEffect ? ["'unsafe-eval'"] : [];
  // Photos served straight from a CDN or the bucket (S3_PUBLIC_URL): the client reads them with fetch.
  const photoHost =
    config.photoStorage.kind === 's3' && config.photoStorage.publicUrl
      ? [new URL(config.photoStorage.publicUrl).origin]
      : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...evalForGoogle, 'blob:', ...google, ...googleContent],
        styleSrc: ["'self'", "'unsafe-inline'", ...(mapsKeyInEffect ? ['https://fonts.googleapis.com'] : [])],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(tiles ? [tiles] : []),
          ...photoHost,
          'https://*.tile.openstreetmap.org',
          ...google,
          ...googleContent,
        ],
        connectSrc: ["'self'", 'data:', 'blob:', ...photoHost, ...google],
        fontSrc: ["'self'", ...(mapsKeyInEffect ? ['https://fonts.gstatic.com'] : [])],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // OpenStreetMap's tile usage policy requires a Referer: tile servers (and a Maps key restricted to this
    // site) are sent the origin, never the path or query (helmet's default, no-referrer, sent nothing).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Photos are shown by other sites' link previews, so they may be loaded cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers depend only on the configuration and on whether a maps key is in effect, yet
 * @fastify/helmet rebuilds them on every request (about a fifth of the CPU of a cached list answer). So
 * helmet runs here once per variant, against a recorder, and each response gets the recorded headers.
 */
export function computeSecurityHeaders(
  config: AppConfig,
  mapsKeyInEffect: boolean = Boolean(config.googleMapsApiKey),
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(config, mapsKeyInEffect))({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sets the security headers on every response, and decorates the app with the maps key store they depend
 * on (the key route and the admin settings read and change it). Both header variants are computed here;
 * a request picks one from the store's in-memory copy, so the common case reads no database.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const withMaps = computeSecurityHeaders(config, true);
  const withoutMaps = computeSecurityHeaders(config, false);
  const store = new MapsKeyStore({ db: app.db, envKey: config.googleMapsApiKey, log: app.log });
  const current = async () => ((await store.current()) ? withMaps : withoutMaps);
  app.decorate('mapsKeys', store);
  app.decorate('securityHeaders', current);
  app.addHook('onReady', async () => {
    await store.current();
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(await current());
  });
}
