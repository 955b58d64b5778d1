import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PAGE_PATHS, PAGE_PATHS } from '../../shared/routes';
import { IdParamsSchema } from '../../shared/schemas/common';
import { SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import { PAGE_DATA_ID, type PageData } from '../../shared/schemas/page-data';
import { findVisibleSale, getSalePhotos, listSalesAnswer } from '../sales/sales.service';
import { saleJsonLdHtml } from '../seo/json-ld';
import { trustedOrigin } from '../seo/public-origin';
import { publicConfig } from '../site/site.service';
import { jsonScript, renderPageHead, renderPlainPage, renderSalePage, withRootHtml } from './client-page';
import { inlineStylesheets, withExploreShell } from './explore-shell';
import { saleShellHtml } from './sale-shell';
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

/** `make(origin)`, kept for the last origin asked: an app answers for one, so each page is made once. */
export function lastOrigin(make: (origin: string) => string): (origin: string) => string {
  let last: { origin: string; html: string } | undefined;
  return (origin) => {
    if (last?.origin !== origin) last = { origin, html: make(origin) };
    return last.html;
  };
}

/**
 * The built client (when there is one), photo files, and every answer for a path no route knows: the
 * client's page with a 404 for a browser, JSON for everything else, rate-limited against path scanners.
 */
export const registerWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  await app.register(registerUploadRoutes, { store: app.photoStore });

  const template = readTemplate(config.clientDir);
  // An app answers for one origin (PUBLIC_URL, or its proxy's host): each page's head is made once for it.
  const plainPage =
    template === undefined
      ? undefined
      : lastOrigin((origin) => renderPlainPage(template, config.siteName, origin));

  const clientDir = config.clientDir;
  if (template !== undefined && plainPage !== undefined && clientDir) {
    /** Pages drawn by the server carry the built style sheet inline (explore-shell.ts). */
    const inlinedTemplate = inlineStylesheets(template, clientDir);
    const exploreHead = lastOrigin((origin) =>
      renderPageHead(inlinedTemplate, {
        title: config.siteName,
        siteName: config.siteName,
        origin,
        canonicalPath: '/',
      }),
    );
    /** Explore with its first cards: the list the page's filters ask for, from the list cache. */
    const explorePage = async (query: unknown, origin: string) => {
      const filters = SaleFiltersQuerySchema.safeParse(query);
      const list = filters.success
        ? await listSalesAnswer(app.db, app.salesLists, filters.data, 'summary', config.timeZone, config.now)
        : undefined;
      return withExploreShell(exploreHead(origin), {
        ...config,
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
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        // A page of one record (such as /edit-sale/{id}) exists only for a whole-number id (spec §2).
        const params = request.params as Record<string, string>;
        const badId = 'id' in params && !IdParamsSchema.safeParse(params).success;
        if (badId) return sendPage(reply, plainPage(origin), 404);
        if (route !== PAGE_PATHS.explore) return sendPage(reply, plainPage(origin));
        return sendPage(reply, await explorePage(request.query, origin));
      });
    }

    // The shell the service worker keeps at install, for pages it has never seen (src/client/sw.ts).
    app.get('/index.html', { schema: { hide: true } }, async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return sendPage(reply, plainPage(trustedOrigin(request, config.publicUrl) ?? ''));
    });

    app.get(
      PAGE_PATHS.saleDetail,
      { schema: { params: z.object({ id: z.string() }), hide: true } },
      async (request, reply) => {
        // Relative links when no origin can be trusted: never one taken from the Host header.
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        const id = IdParamsSchema.safeParse(request.params);
        const sale = id.success ? await findVisibleSale(app.db, id.data.id) : undefined;
        if (!sale) return sendPage(reply, plainPage(origin), 404);
        const photos = await getSalePhotos(app.db, sale.id);
        const data: PageData = { config: publicConfig(config), sale, photos };
        const head = renderSalePage(inlinedTemplate, {
          sale,
          siteName: config.siteName,
          origin,
          headHtml: [
            await saleJsonLdHtml(app.db, config, { sale, photos, origin }),
            jsonScript('application/json', data, PAGE_DATA_ID),
          ].join('\n    '),
        });
        const shell = saleShellHtml({
          ...config,
          sale,
          photos,
          today: data.config.today,
          photoExists: (photo) => uploadExists(app.photoStore, photo),
        });
        return sendPage(reply, withRootHtml(head, shell));
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
      if (plainPage !== undefined && isPageRequest) {
        return sendPage(reply, plainPage(trustedOrigin(request, config.publicUrl) ?? ''), 404);
      }
      return reply.code(404).send(NOT_FOUND);
    },
  );
};
