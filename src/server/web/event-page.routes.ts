import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../shared/i18n/locales';
import { packRows } from '../../shared/packed-rows';
import { EventSlugSchema } from '../../shared/schemas/events';
import { PAGE_DATA_ID, type PageData } from '../../shared/schemas/page-data';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { type CachedJson, sendCachedJson, toCachedBody } from '../lib/cached-json';
import { publicConfig } from '../site/site.service';
import { jsonScript, renderPlainPage } from './client-page';
import { EVENT_PAGE_ROUTE, eventAreaText, eventSummaryText, renderEventPage } from './event-page';
import { inlineStylesheets } from './explore-shell';
import { eventJsonLdHtml } from './json-ld';
import { frenchAddressFor, templateIn } from './page-language';
import { trustedOrigin } from './public-origin';
import { localizedRoutes, sendPage } from './web.routes';

/** An event's cached answer, as the app's event cache (events/events-cache.ts) holds it. */
type CachedEvent = NonNullable<Awaited<ReturnType<FastifyInstance['eventAnswers']['detail']>>>;

/**
 * `/events/{slug}` in each language (event-page.ts). On the event's morning a crowd opens one page: it is
 * drawn once per cached event answer (events-cache.ts; a change of its sales makes a new one, and so a
 * new page), language and origin, and sent as the same bytes to everyone with an ETag and the list's
 * shared-cache header, as its data call is (decision 0035). The page data carries the event's answer, so
 * that the client's screen takes the page over at once (decision 0034), without asking for it again.
 * Its compressed forms are made once per drawn page too (cached-json.ts): brotli of the 750 kB page of a
 * thousand sales took the server about 8 ms a request, on a phone's page load and on the crowd's morning.
 */
export function registerEventPages(app: FastifyInstance, template: string, clientDir: string): void {
  const { config } = app;
  const rendered = new WeakMap<CachedEvent, Map<string, CachedJson>>();

  const render = async (cached: CachedEvent, locale: Locale, origin: string, eventTemplate: string) => {
    const pages = rendered.get(cached) ?? new Map<string, CachedJson>();
    rendered.set(cached, pages);
    // The page data carries the site's today (its config), so a page drawn yesterday is not sent today.
    const siteConfig = publicConfig(config);
    const key = `${locale} ${origin} ${siteConfig.today}`;
    const known = pages.get(key);
    if (known) return known;
    const event = cached.detail;
    const description = eventSummaryText(event, locale);
    const jsonLdHtml = await eventJsonLdHtml(app.db, config, {
      event,
      origin,
      locale,
      description,
      placeName: eventAreaText(event, locale),
    });
    // The event's sales go packed (shared/packed-rows.ts, unpacked by the client's seedEvent): as objects
    // they were 463 kB of the 750 kB page of a thousand sales, parsed twice on the phone's main thread.
    const data: PageData = { config: siteConfig, event: { ...event, sales: packRows(event.sales) } };
    const html = renderEventPage(eventTemplate, {
      event,
      siteName: config.siteName,
      origin,
      locale,
      jsonLdHtml,
      pageDataHtml: jsonScript('application/json', data, PAGE_DATA_ID),
    });
    const page = toCachedBody(html);
    pages.set(key, page);
    return page;
  };

  for (const [route, locale] of localizedRoutes([EVENT_PAGE_ROUTE])) {
    const eventTemplate = inlineStylesheets(templateIn(template, locale, config.productNounFr), clientDir);
    app.get(
      route,
      { schema: { params: z.object({ slug: z.string() }), hide: true } },
      async (request, reply) => {
        const french = frenchAddressFor(request, reply);
        if (french) return reply.redirect(french, 302);
        const slug = EventSlugSchema.safeParse((request.params as { slug: string }).slug);
        const cached = slug.success
          ? await app.eventAnswers.detail(app.db, slug.data, app.config.now())
          : undefined;
        if (!cached) return sendPage(reply, renderPlainPage(eventTemplate, config.siteName), 404);
        const origin = trustedOrigin(request, config.publicUrl) ?? '';
        const page = await render(cached, locale, origin, eventTemplate);
        return sendCachedJson(request, reply, page, LIST_CACHE_CONTROL, 'text/html; charset=utf-8');
      },
    );
  }
}
