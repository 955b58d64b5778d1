import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandler } from './errors';
import { registerPhotoRoutes } from './photos/photos.routes';
import { registerReferenceRoutes } from './reference/reference.routes';
import { registerSalesRoutes } from './sales/sales.routes';
import { registerSiteRoutes } from './site/site.routes';
import { registerWebRoutes } from './web/web.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Fastify's logger; tests pass false. */
  logger?: boolean | { level: string };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return undefined;
  }
}

/** Builds the whole app without listening, so tests drive it through inject() or a random port. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger,
    // Timeouts are off by default in Fastify: a slow client must not hold a connection for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1_048_576,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  registerErrorHandler(app);

  const tileOrigin = originOf(config.tileUrl);
  const google = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(tileOrigin ? [tileOrigin] : []),
          'https://*.tile.openstreetmap.org',
          ...google,
        ],
        connectSrc: ["'self'", ...google],
        fontSrc: ["'self'", 'https://fonts.gstatic.com'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Photos are shown by other sites' link previews, so they may be loaded cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  await app.register(registerSiteRoutes);
  await app.register(registerReferenceRoutes);
  await app.register(registerSalesRoutes);
  await app.register(registerPhotoRoutes);
  await app.register(registerWebRoutes);
  return app;
}
