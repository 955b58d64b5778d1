import { formatLongDay, formatTimeOfDay } from '../../shared/i18n/format-date';
import { type Locale, localizedPath } from '../../shared/i18n/locales';
import { CARD } from '../../shared/sale-card-classes';
import type { EventDetail, EventSale } from '../../shared/schemas/events';
import { serverT } from '../lib/server-i18n';
import { escapeHtml, renderPageHead, withRootHtml } from './client-page';
import { siteBarHtml } from './explore-shell';
import { hreflangLinks } from './page-language';

/** A community sale day's public page (issue 25); the client's event screen takes over at the same address. */
export const EVENT_PAGE_ROUTE = '/events/:slug';
export const eventPagePath = (slug: string) => `/events/${slug}`;

export interface EventPageOptions {
  event: EventDetail;
  siteName: string;
  /** Trusted origin (public-origin.ts), or '' for relative links. */
  origin: string;
  locale: Locale;
  /** The event as schema.org data (eventJsonLdHtml), already HTML. */
  jsonLdHtml: string;
  /** The data the client starts from (page-data.ts, with the event's answer), already HTML. */
  pageDataHtml: string;
}

/** Each of the event's days with its hours, in the page's language: 'Saturday, May 9, 2026, 8:00 AM to 4:00 PM'. */
export function eventDayLines(event: EventDetail, locale: Locale): string[] {
  const t = serverT(locale, 'pages');
  return event.dates.map((day) =>
    t('eventPage.day', {
      day: formatLongDay(day.date, locale),
      start: formatTimeOfDay(day.startTime, locale),
      end: formatTimeOfDay(day.endTime, locale),
    }),
  );
}

/** The event's area: its cities, or the whole area when it names none. */
export function eventAreaText(event: EventDetail, locale: Locale): string {
  const t = serverT(locale, 'pages');
  return event.cities.length > 0
    ? t('eventPage.cities', { cities: event.cities.map((city) => city.name).join(', ') })
    : t('eventPage.wholeArea');
}

/** The link preview's summary: the days, the count, and the description's start (about 200 characters). */
export function eventSummaryText(event: EventDetail, locale: Locale): string {
  const t = serverT(locale, 'pages');
  const days = event.dates.map((day) => formatLongDay(day.date, locale)).join(', ');
  const head = t('eventPage.summary', { days, count: event.salesCount });
  const text = (event.description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return head;
  const room = Math.max(200 - head.length, 60);
  const cut =
    text.length <= room
      ? text
      : `${text
          .slice(0, room)
          .replace(/\s+\S*$/, '')
          .trimEnd()}…`;
  return `${head} ${cut}`;
}

/**
 * A thousand cards laid out while the page loads held a phone's main thread for over a second: the cards
 * out of view are skipped (each kept at a card's least height, so the scroll bar stays about right).
 */
const OFFSCREEN_SKIPPED = 'content-visibility:auto;contain-intrinsic-size:auto 8rem';

/**
 * One registered sale as a list card (the list card's classes, shared/sale-card-classes.ts) with its
 * number in the text first, so that the list reads '#23 ...' without styles or scripts.
 */
function eventSaleHtml(sale: EventSale, locale: Locale): string {
  const t = serverT(locale, 'pages');
  const where = sale.neighborhood ? `${sale.neighborhood}, ${sale.city}` : sale.city;
  const days = sale.startDate === sale.endDate ? sale.startDate : `${sale.startDate} - ${sale.endDate}`;
  const hours = t('eventPage.saleDays', {
    days,
    start: formatTimeOfDay(sale.startTime, locale),
    end: formatTimeOfDay(sale.endTime, locale),
  });
  const number =
    sale.number === null
      ? ''
      : `<span class="${CARD.number} mr-2">${escapeHtml(t('eventPage.number', { number: sale.number }))}</span>`;
  const href = localizedPath(`/garage-sales/${sale.id}`, locale);
  return [
    `<li class="${CARD.item}" style="${OFFSCREEN_SKIPPED}"><div class="${CARD.text}"><div class="${CARD.titleRow}">`,
    `<h3 class="${CARD.title}">${number}<a href="${escapeHtml(href)}" class="after:absolute after:inset-0 after:content-['']">${escapeHtml(sale.title)}</a></h3></div>`,
    `<p class="${CARD.line}">${escapeHtml(sale.address)}</p>`,
    `<p class="${CARD.line}">${escapeHtml(where)}</p>`,
    `<p class="${CARD.line}">${escapeHtml(hours)}</p>`,
    sale.summary ? `<p class="truncate text-xs text-neutral-600">${escapeHtml(sale.summary)}</p>` : '',
    '</div></li>',
  ].join('');
}

/** A text's paragraphs (its blank-line-separated parts), lines kept. */
function paragraphsHtml(text: string | null): string {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p class="mb-2 whitespace-pre-line text-neutral-800">${escapeHtml(part)}</p>`)
    .join('');
}

/**
 * The event's first screen as plain HTML inside #root: the bar, the name, its days and hours, its area,
 * the number of sales, its description and rules, and every sale of the numbered list, so that a crawler,
 * a link preview or a browser without scripts reads all of it. The client's event screen replaces #root
 * when its script runs, as Explore replaces a city's page.
 */
export function eventShellHtml(event: EventDetail, siteName: string, locale: Locale): string {
  const t = serverT(locale, 'pages');
  const sales = event.sales.map((sale) => eventSaleHtml(sale, locale)).join('');
  const empty = `<li class="py-8 text-center text-neutral-600">${escapeHtml(t('eventPage.empty'))}</li>`;
  const days = eventDayLines(event, locale)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return [
    '<div class="flex min-h-screen flex-col">',
    siteBarHtml(siteName),
    '<main class="flex flex-1 flex-col"><section class="mx-auto w-full max-w-6xl px-4 py-6">',
    `<h1 class="mb-2 text-2xl font-bold tracking-tight text-neutral-900">${escapeHtml(event.name)}</h1>`,
    `<ul class="mb-2 space-y-1 text-sm font-medium text-neutral-800">${days}</ul>`,
    `<p class="mb-1 text-sm text-neutral-700">${escapeHtml(eventAreaText(event, locale))}</p>`,
    `<p class="mb-4 text-sm text-neutral-700">${escapeHtml(t('eventPage.count', { count: event.salesCount }))}</p>`,
    paragraphsHtml(event.description),
    event.rules
      ? `<h2 class="mt-4 mb-2 text-lg font-semibold text-neutral-900">${escapeHtml(t('eventPage.rules'))}</h2>${paragraphsHtml(event.rules)}`
      : '',
    `<h2 id="event-sales" class="mt-6 mb-3 text-lg font-semibold text-neutral-900">${escapeHtml(t('eventPage.listHeading'))}</h2>`,
    `<ol class="grid gap-3 lg:grid-cols-2" aria-labelledby="event-sales">${sales || empty}</ol>`,
    '</section></main></div>',
  ].join('');
}

/** The whole page: its head (title, description, canonical and preview tags, hreflang, JSON-LD) and shell. */
export function renderEventPage(template: string, options: EventPageOptions): string {
  const { event, siteName, origin, locale } = options;
  const path = eventPagePath(event.slug);
  const page = renderPageHead(template, {
    title: `${event.name} · ${siteName}`,
    previewTitle: event.name,
    siteName,
    origin,
    description: eventSummaryText(event, locale),
    canonicalPath: localizedPath(path, locale),
    extraHtml: [hreflangLinks(path, origin), options.jsonLdHtml, options.pageDataHtml].join('\n    '),
  });
  return withRootHtml(page, eventShellHtml(event, siteName, locale));
}
