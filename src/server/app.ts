import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDebugRoutes } from './admin/debug/debug.routes';
import { registerAdminOutboxRoutes } from './admin/outbox/admin-outbox.routes';
import { registerAdminReferenceRoutes } from './admin/reference/admin-reference.routes';
import { registerAdminReportRoutes } from './admin/reports/admin-reports.routes';
import { registerAdminSalesRoutes } from './admin/sales/admin-sales.routes';
import { registerAdminSettingsRoutes } from './admin/settings/admin-settings.routes';
import { registerAdminUserRoutes } from './admin/users/admin-users.routes';
import { registerAccountLinkRoutes } from './auth/account-links.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerAuthContext } from './auth/auth-context';
import { registerCrossSiteGuard } from './auth/cross-site-guard';
import { registerCalendarRoutes } from './calendar/calendar.routes';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './errors';
import { joinEventOfNewSale, keepEventSaleInside } from './events/event-join-rules';
import { registerEventSellerRoutes } from './events/event-sellers.routes';
import { registerEventRoutes } from './events/events.routes';
import { registerEventAdminRoutes } from './events/events-admin.routes';
import { EventCache } from './events/events-cache';
import { registerEventPrintRoutes } from './events/print/print.routes';
import { registerFavoriteRoutes } from './favorites/favorites.routes';
import { registerGeocodeRoutes } from './geocode/geocode.routes';
import { registerPlaceLookupRoutes } from './geocode/place-lookup.routes';
import { registerLocaleRoutes } from './i18n/locale.routes';
import { registerRequestLocale } from './i18n/request-locale';
import { rateLimitOptions, registerSalesChangeFeed } from './instances/instances';
import { registerCompression } from './lib/compression';
import { registerRequestIdHeader, requestIdFor } from './lib/request-id';
import { registerMail } from './mail/mail-app';
import { registerMySalesRoutes } from './my-sales/my-sales.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerSavedSearchRoutes } from './notifications/saved-searches.routes';
import { registerNotificationScheduler } from './notifications/scheduler';
import { registerOpenApi } from './openapi/openapi';
import { registerBackgroundWork } from './ops/background-work';
import { registerDiskSpaceGuard } from './ops/disk-space';
import { registerHealth } from './ops/health';
import { registerMetrics } from './ops/metrics';
import { registerPhotoStore } from './photo-store/photo-storage';
import { registerPhotoCopyRoutes } from './photos/photo-copies.routes';
import { registerPhotoRoutes } from './photos/photos.routes';
import { registerReferenceRoutes } from './reference/reference.routes';
import { registerReportRoutes } from './reports/reports.routes';
import { registerRouterRoutes } from './route-planner/route-planner.routes';
import { registerSaleDraftRoutes } from './sale-drafts/sale-drafts.routes';
import { registerSaleStatsRoutes } from './sale-stats/sale-stats.routes';
import { registerSalesRoutes } from './sales/sales.routes';
import { createListCache, type ListCache } from './sales/sales.service';
import { registerSalesWriteRoutes } from './sales/sales-write.routes';
import { registerPlanRoutes } from './saved-plan/saved-plan.routes';
import { registerSecurityHeaders } from './site/security-headers';
import { registerSiteRoutes } from './site/site.routes';
import { registerSeoRoutes } from './web/seo.routes';
import { registerWebRoutes } from './web/web.routes';
import { registerWebManifest } from './web/web-manifest';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    /** The sales lists' answers, shared by the list call and Explore's first screen (decision 0010). */
    salesLists: ListCache;
    /** The public event answers (issue 25), shared by the event calls and the event's server-drawn page. */
    eventAnswers: EventCache;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Fastify's logger; tests pass false. */
  logger?: boolean | { level: string };
}

/**
 * Fastify 5 trusts no one for a bare hop count (it cannot check the nearest peer), so a count becomes the
 * function proxy-addr used to make of it: believe the first `count` hops.
 */
export function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Builds the whole app without listening, so tests drive it through inject() or a random port. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger,
    // Timeouts are off by default in Fastify: a slow client must not hold a connection for ever.
    // Long enough for five phone photos on a slow connection (the client gives up after 60 s itself).
    requestTimeout: 120_000,
    connectionTimeout: 150_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1_048_576,
    // Off unless configured: a client could otherwise spoof X-Forwarded-For past the rate limits.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: requestIdFor,
    // Addresses refused before any route runs answer like every other error (errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('salesLists', createListCache(database.kind));
  app.decorate('eventAnswers', new EventCache(database.kind));
  registerPhotoStore(app, config);
  registerErrorHandler(app);
  registerSalesChangeFeed(app, database);
  registerRequestIdHeader(app);
  registerMail(app);
  registerMetrics(app);
  registerBackgroundWork(app);

  registerSecurityHeaders(app, config);
  registerCrossSiteGuard(app, config);
  await app.register(cookie);
  registerRequestLocale(app);
  registerAuthContext(app);
  await app.register(rateLimit, rateLimitOptions(database));
  await registerCompression(app);
  await registerOpenApi(app);
  await registerHealth(app);
  registerDiskSpaceGuard(app);

  await app.register(registerSiteRoutes);
  await app.register(registerLocaleRoutes);
  await app.register(registerAuthRoutes);
  await app.register(registerAccountLinkRoutes);
  await app.register(registerReferenceRoutes);
  await app.register(registerSalesRoutes);
  // A sale created from an event's page registers for it in the creation's transaction, and an edit of a
  // registered sale stays on the event's days (issue 25).
  await app.register(registerSalesWriteRoutes, {
    afterInsert: joinEventOfNewSale(app.config),
    afterUpdate: keepEventSaleInside(app.config),
  });
  await app.register(registerCalendarRoutes);
  await app.register(registerMySalesRoutes);
  await app.register(registerSaleStatsRoutes);
  await app.register(registerPhotoRoutes);
  await app.register(registerFavoriteRoutes);
  await app.register(registerReportRoutes);
  await app.register(registerEventRoutes);
  await app.register(registerEventSellerRoutes);
  await app.register(registerEventAdminRoutes);
  await app.register(registerEventPrintRoutes);
  await app.register(registerNotificationRoutes);
  await app.register(registerSavedSearchRoutes);
  await app.register(registerGeocodeRoutes);
  await app.register(registerPlaceLookupRoutes);
  await app.register(registerRouterRoutes);
  await app.register(registerPlanRoutes);
  await app.register(registerSaleDraftRoutes);
  await app.register(registerPhotoCopyRoutes);
  await app.register(registerAdminReferenceRoutes);
  await app.register(registerAdminUserRoutes);
  await app.register(registerAdminSalesRoutes);
  await app.register(registerAdminReportRoutes);
  await app.register(registerAdminOutboxRoutes);
  await app.register(registerAdminSettingsRoutes);
  await app.register(registerDebugRoutes);
  await app.register(registerWebManifest);
  await app.register(registerSeoRoutes);
  await app.register(registerWebRoutes);
  registerNotificationScheduler(app);
  return app;
}
