import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exploreHeading } from '../../shared/explore-heading';
import { ALL_PAGE_PATHS, PAGE_PATHS } from '../../shared/routes';
import { IdParamsSchema } from '../../shared/schemas/common';
import { SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import { findVisibleSale, listSalesAnswer } from '../sales/sales.service';
import { saleJsonLdHtml } from '../seo/json-ld';
import { trustedOrigin } from '../seo/public-origin';
import { renderPlainPage, renderSalePage } from './client-page';
import { inlineStylesheets, withExploreShell } from './explore-shell';
import { registerUploadRoutes, uploadExists } from './uploads.routes';

/**
 * The client router's pages (src/shared/routes.ts) answer 200, any other page 404, as the client renders
 * its not-found page for them. A sale's page has its own route below, which fills the head from the sale;
 * a city's page is seo/seo.routes.ts's.
 */
export const CLIENT_ROUTES = ALL_PAGE_PATHS.filter(
  (route) => route !== PAGE_PATHS.saleDetail && route !== PAGE_PATHS.cityPage,
);

const NOT_FOUND = { message: 'Not found' };

function isServerPath(url: string): boolean {
  return /^\/(api|uploads)(?:[/?#]|$)/.test(url);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

export function readTemplate(clientDir: string | undefined): string | undefined {
  if (!clientDir) return undefined;
  const file = path.join(clientDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/**
 * The built client (when there is one), photo files, and every answer for a path no route knows: the
 * client's page with a 404 for a browser, JSON for everything else, rate-limited against path scanners.
 */
export const registerWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await app.register(registerUploadRoutes, { store: app.photoStore });

  const template = readTemplate(config.clientDir);
  const plainPage = template === undefined ? undefined : renderPlainPage(template, config.siteName);

  const clientDir = config.clientDir;
  if (template !== undefined && plainPage !== undefined && clientDir) {
    /** Explore with its first cards: the list the page's filters ask for, from the list cache. */
    const exploreTemplate = inlineStylesheets(plainPage, clientDir);
    const explorePage = async (query: unknown) => {
      const filters = SaleFiltersQuerySchema.safeParse(query);
      const list = filters.success
        ? await listSalesAnswer(app.db, app.salesLists, filters.data, 'summary', config.timeZone, config.now)
        : undefined;
      return withExploreShell(exploreTemplate, {
        ...config,
        heading: exploreHeading(config.productNoun, { when: filters.data?.when }),
        cards: list?.head,
        photoExists: (photo) => uploadExists(app.photoStore, photo),
      });
    };
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // One route per built file (no catch-all), so that other paths reach the handlers below.
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // The build's .gz and .br copies are sent in place of their file (preCompressed), not as files.
      globIgnore: ['index.html', '**/*.gz', '**/*.br'],
      preCompressed: true,
      setHeaders: (fileReply, filePath) => {
        const file = path.relative(clientDir, filePath);
        const hashed = file.startsWith(`assets${path.sep}`);
        // The service worker is checked for a new version at every visit: never kept by a cache.
        const policy = file === 'sw.js' ? 'no-cache' : 'public, max-age=3600';
        fileReply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : policy);
      },
    });

    for (const route of CLIENT_ROUTES) {
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        // A page of one record (such as /edit-sale/{id}) exists only for a whole-number id (spec §2).
        const params = request.params as Record<string, string>;
        const badId = 'id' in params && !IdParamsSchema.safeParse(params).success;
        if (badId) return sendPage(reply, plainPage, 404);
        if (route !== PAGE_PATHS.explore) return sendPage(reply, plainPage);
        return sendPage(reply, await explorePage(request.query));
      });
    }

    app.get(
      PAGE_PATHS.saleDetail,
      { schema: { params: z.object({ id: z.string() }), hide: true } },
      async (request, reply) => {
        const id = IdParamsSchema.safeParse(request.params);
        const sale = id.success ? await findVisibleSale(app.db, id.data.id) : undefined;
        if (!sale) return sendPage(reply, plainPage, 404);
        // Relative links when no origin can be trusted: never one taken from the Host header.
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        const html = renderSalePage(template, {
          sale,
          siteName: config.siteName,
          origin,
          headHtml: await saleJsonLdHtml(app.db, config, sale, origin),
        });
        return sendPage(reply, html);
      },
    );
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isServerPath(request.url) &&
        acceptsHtml(request);
      if (plainPage !== undefined && isPageRequest) return sendPage(reply, plainPage, 404);
      return reply.code(404).send(NOT_FOUND);
    },
  );
};
