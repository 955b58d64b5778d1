import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exploreHeading } from '../../shared/explore-heading';
import { LOCALES, type Locale, localizedPath, splitLocalePath } from '../../shared/i18n/locales';
import { ALL_PAGE_PATHS, PAGE_PATHS } from '../../shared/routes';
import { IdParamsSchema } from '../../shared/schemas/common';
import { SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import { PAGE_DATA_ID, type PageData } from '../../shared/schemas/page-data';
import { serverT } from '../lib/server-i18n';
import { registerUploadRoutes, uploadExists } from '../photo-store/uploads.routes';
import { categoryNamer } from '../reference/category-names';
import { findVisibleSale, getSalePhotos, listSalesAnswer } from '../sales/sales.service';
import { publicConfig } from '../site/site.service';
import { jsonScript, renderPageHead, renderPlainPage, renderSalePage, withRootHtml } from './client-page';
import { EVENT_PAGE_ROUTE } from './event-page';
import { inlineStylesheets, withExploreShell } from './explore-shell';
import { saleJsonLdHtml } from './json-ld';
import { frenchAddressFor, hreflangLinks, notFoundAnswer, templateIn, withHeadTags } from './page-language';
import { trustedOrigin } from './public-origin';
import { saleShellHtml } from './sale-shell';

/**
 * The client router's pages (src/shared/routes.ts) answer 200, any other page 404, as the client renders
 * its not-found page for them. A sale's page has its own route below, which fills the head from the sale;
 * a city's page and an event's page are seo/seo.routes.ts's.
 */
export const CLIENT_ROUTES = ALL_PAGE_PATHS.filter(
  (route) =>
    route !== PAGE_PATHS.saleDetail &&
    route !== PAGE_PATHS.cityPage &&
    // A community sale day's page is seo.routes.ts's (event-page.ts), whoever lists it among the client's.
    (route as string) !== EVENT_PAGE_ROUTE,
);

/** Pages a search engine may list, which name their other-language twin (hreflang). */
const PUBLIC_PAGES = new Set<string>([PAGE_PATHS.explore, PAGE_PATHS.contact]);

/** Every page route in each language: '/contact' (English) and '/fr/contact' ('/fr/' also answers '/fr'). */
export function localizedRoutes(routes: readonly string[]): [route: string, locale: Locale][] {
  return routes.flatMap((route) =>
    LOCALES.map((locale): [string, Locale] => [localizedPath(route, locale), locale]),
  );
}

function mapLocales<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { en: make('en'), fr: make('fr') };
}

function localeTemplates(template: string, productNounFr: string): Record<Locale, string> {
  return mapLocales((locale) => templateIn(template, locale, productNounFr));
}

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
  // The page in each language (decision 0025): its <html lang>, head and manifest. An app answers for one
  // origin (PUBLIC_URL, or its proxy's host): each page's head is made once for it.
  const templates = template === undefined ? undefined : localeTemplates(template, config.productNounFr);
  const plainPages =
    templates &&
    mapLocales((locale) =>
      lastOrigin((origin) => renderPlainPage(templates[locale], config.siteName, origin)),
    );

  const clientDir = config.clientDir;
  if (templates !== undefined && plainPages !== undefined && clientDir) {
    /** Pages drawn by the server carry the built style sheet inline (explore-shell.ts). */
    const inlinedTemplates = mapLocales((locale) => inlineStylesheets(templates[locale], clientDir));
    const exploreHeads = mapLocales((locale) =>
      lastOrigin((origin) =>
        renderPageHead(inlinedTemplates[locale], {
          title: config.siteName,
          siteName: config.siteName,
          origin,
          canonicalPath: localizedPath('/', locale),
          extraHtml: hreflangLinks('/', origin),
        }),
      ),
    );
    /** Explore with its first cards: the list the page's filters ask for, from the list cache. */
    const explorePage = async (locale: Locale, query: unknown, origin: string) => {
      const filters = SaleFiltersQuerySchema.safeParse(query);
      const list = filters.success
        ? await listSalesAnswer(app.db, app.salesLists, filters.data, 'summary', config.timeZone, config.now)
        : undefined;
      const named = await categoryNamer(app.db, locale);
      const productNoun = locale === 'en' ? config.productNoun : config.productNounFr;
      return withExploreShell(exploreHeads[locale](origin), {
        ...config,
        productNoun,
        locale,
        heading: exploreHeading(
          serverT(locale, 'explore'),
          productNoun,
          { when: filters.data?.when },
          locale,
        ),
        cards: list?.head.map(named),
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

    for (const [route, locale] of localizedRoutes(CLIENT_ROUTES)) {
      app.get(route, { schema: { hide: true } }, async (request, reply) => {
        const french = frenchAddressFor(request, reply);
        if (french) return reply.redirect(french, 302);
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        // A page of one record (such as /edit-sale/{id}) exists only for a whole-number id (spec §2).
        const params = request.params as Record<string, string>;
        const badId = 'id' in params && !IdParamsSchema.safeParse(params).success;
        if (badId) return sendPage(reply, plainPages[locale](origin), 404);
        const path = splitLocalePath(request.url.split('?')[0] ?? '/').path;
        if (path === PAGE_PATHS.explore)
          return sendPage(reply, await explorePage(locale, request.query, origin));
        const page = PUBLIC_PAGES.has(path)
          ? withHeadTags(plainPages[locale](origin), hreflangLinks(path, origin))
          : plainPages[locale](origin);
        return sendPage(reply, page);
      });
    }

    // The shell the service worker keeps at install, for pages it has never seen (src/client/sw.ts).
    app.get('/index.html', { schema: { hide: true } }, async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return sendPage(reply, plainPages.en(trustedOrigin(request, config.publicUrl) ?? ''));
    });

    for (const [route, locale] of localizedRoutes([PAGE_PATHS.saleDetail])) {
      app.get(
        route,
        { schema: { params: z.object({ id: z.string() }), hide: true } },
        async (request, reply) => {
          const french = frenchAddressFor(request, reply);
          if (french) return reply.redirect(french, 302);
          // Relative links when no origin can be trusted: never one taken from the Host header.
          const origin = trustedOrigin(request, config.publicUrl) ?? '';
          const id = IdParamsSchema.safeParse(request.params);
          const sale = id.success ? await findVisibleSale(app.db, id.data.id) : undefined;
          if (!sale) return sendPage(reply, plainPages[locale](origin), 404);
          const photos = await getSalePhotos(app.db, sale.id);
          // Its categories in the page's language, in the shell and in the data the app starts from, so
          // that a French page does not show the official names while the app loads the categories list.
          const named = (await categoryNamer(app.db, locale))(sale);
          const data: PageData = { config: publicConfig(config), sale: named, photos };
          const salePath = `/garage-sales/${sale.id}`;
          const head = renderSalePage(inlinedTemplates[locale], {
            sale,
            siteName: config.siteName,
            origin,
            path: localizedPath(salePath, locale),
            locale,
            headHtml: [
              await saleJsonLdHtml(app.db, config, { sale: named, photos, origin, locale }),
              jsonScript('application/json', data, PAGE_DATA_ID),
              hreflangLinks(salePath, origin),
            ].join('\n    '),
          });
          const shell = saleShellHtml({
            ...config,
            productNoun: locale === 'en' ? config.productNoun : config.productNounFr,
            locale,
            sale: named,
            photos,
            today: data.config.today,
            photoExists: (photo) => uploadExists(app.photoStore, photo),
          });
          return sendPage(reply, withRootHtml(head, shell));
        },
      );
    }
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isServerPath(request.url) &&
        acceptsHtml(request);
      if (plainPages !== undefined && isPageRequest) {
        const { locale } = splitLocalePath(request.url.split('?')[0] ?? '/');
        return sendPage(reply, plainPages[locale](trustedOrigin(request, config.publicUrl) ?? ''), 404);
      }
      return reply.code(404).send(notFoundAnswer(request));
    },
  );
};
