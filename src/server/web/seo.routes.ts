import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cityPagePath, citySlug } from '../../shared/city-slug';
import { todayIn } from '../../shared/dates';
import { LOCALES, localizedPath } from '../../shared/i18n/locales';
import type { EventSummary } from '../../shared/schemas/events';
import type { Sale } from '../../shared/schemas/sale';
import { uploadExists } from '../photo-store/uploads.routes';
import { categoryNamer } from '../reference/category-names';
import { listActiveCities } from '../reference/reference.repo';
import { currentWeek, listSalesAnswer } from '../sales/sales.service';
import { renderCityPage } from './city-page';
import { renderPlainPage } from './client-page';
import { eventPagePath } from './event-page';
import { registerEventPages } from './event-page.routes';
import { inlineStylesheets } from './explore-shell';
import { saleListJsonLdHtml } from './json-ld';
import { frenchAddressFor, notFoundAnswer, templateIn } from './page-language';
import { trustedOrigin } from './public-origin';
import { listCityStamps, listPublicSaleStamps } from './seo.repo';
import { robotsTxt, SITEMAP_MAX_URLS, type SitemapEntry, sitemapXml } from './sitemap';
import { localizedRoutes, readTemplate, sendPage } from './web.routes';

// Crawlers fetch these rarely; an hour spares the database a crawler's repeated visits.
const CRAWLER_CACHE = 'public, max-age=3600';

/** The latest of some moments (a driver may answer a raw timestamp as text). */
function latest(...moments: (Date | string | null)[]): Date | undefined {
  const times = moments.filter((m) => m !== null).map((m) => new Date(m).getTime());
  const valid = times.filter((time) => !Number.isNaN(time));
  return valid.length > 0 ? new Date(Math.max(...valid)) : undefined;
}

/** A public page's entries in the sitemap: one per language, each naming all of them (hreflang). */
function inEveryLanguage(origin: string, path: string, lastmod?: Date): SitemapEntry[] {
  const alternates = [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${localizedPath(path, locale)}` })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
  return LOCALES.map((locale) => ({ loc: `${origin}${localizedPath(path, locale)}`, lastmod, alternates }));
}

/**
 * What search engines and link previews read: robots.txt, the sitemap, and each city's page. Absolute
 * addresses come only from a trusted origin (public-origin.ts): without one the sitemap answers 404, as a
 * sitemap of relative addresses is invalid, and robots.txt names none.
 */
export const registerSeoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = trustedOrigin(request, config.publicUrl);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(robotsTxt(origin && `${origin}/sitemap.xml`));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = trustedOrigin(request, config.publicUrl);
    if (!origin) return reply.code(404).send(notFoundAnswer(request));
    const cities = await listCityStamps(app.db, currentWeek(config.timeZone));
    const cityEntries = cities
      .filter((city) => citySlug(city.name) !== '')
      .flatMap((city) =>
        inEveryLanguage(origin, cityPagePath(city.name), latest(city.updatedAt, city.latestSale)),
      );
    // This and coming community sale days (issue 25), changed when their sales last changed.
    const events = JSON.parse(
      (await app.eventAnswers.current(app.db, todayIn(config.timeZone, config.now()))).body.toString('utf8'),
    ) as EventSummary[];
    const eventEntries = events.flatMap((event) => inEveryLanguage(origin, eventPagePath(event.slug)));
    // Each page is listed once per language (issue 24).
    const room =
      Math.floor((SITEMAP_MAX_URLS - cityEntries.length - eventEntries.length) / LOCALES.length) - 1;
    const sales = await listPublicSaleStamps(app.db, Math.max(room, 0));
    const entries: SitemapEntry[] = [
      ...inEveryLanguage(origin, '/'),
      ...cityEntries,
      ...eventEntries,
      ...sales.flatMap((sale) => inEveryLanguage(origin, `/garage-sales/${sale.id}`, latest(sale.updatedAt))),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(sitemapXml(entries));
  });

  const template = readTemplate(config.clientDir);
  const clientDir = config.clientDir;
  if (template === undefined || !clientDir) return;

  registerEventPages(app, template, clientDir);

  for (const [route, locale] of localizedRoutes(['/garage-sales/in/:slug'])) {
    const plainPage = renderPlainPage(templateIn(template, locale, config.productNounFr), config.siteName);
    const exploreTemplate = inlineStylesheets(plainPage, clientDir);
    app.get(
      route,
      { schema: { params: z.object({ slug: z.string() }), hide: true } },
      async (request, reply) => {
        const french = frenchAddressFor(request, reply);
        if (french) return reply.redirect(french, 302);
        const cities = (await listActiveCities(app.db)).map((city) => city.name);
        // Two names with one slug ('St Albert', 'St. Albert'): the first by name has the page.
        const city = cities.find((name) => citySlug(name) === request.params.slug);
        if (!city) return sendPage(reply, plainPage, 404);
        // Whole sales: the schema.org Events need each day's hours and the description.
        const list = await listSalesAnswer(app.db, app.salesLists, { city }, 'full', config.timeZone);
        const sales = JSON.parse(list.body.toString('utf8')) as Sale[];
        // The cards and the Events name the sales' categories in the page's language.
        const named = await categoryNamer(app.db, locale);
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        const html = renderCityPage(exploreTemplate, {
          city,
          cities,
          sales: sales.map(named),
          siteName: config.siteName,
          productNoun: locale === 'en' ? config.productNoun : config.productNounFr,
          origin,
          locale,
          photoExists: (photo) => uploadExists(app.photoStore, photo),
          jsonLdHtml: await saleListJsonLdHtml(app.db, config, city, sales.map(named), origin, locale),
        });
        return sendPage(reply, html);
      },
    );
  }
};
