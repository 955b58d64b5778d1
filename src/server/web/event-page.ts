import { formatLongDay, formatTimeOfDay } from '../../shared/i18n/format-date';
import { type Locale, localizedPath } from '../../shared/i18n/locales';
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
 * The numbered list's looks, once for all its entries: a thousand entries each with the list card's classes
 * and an inline style were about 800 bytes apiece (most of the page's megabyte) and ten elements each.
 * Now an entry is its number, title link and three lines, about 170 bytes and six elements, styled here
 * through the list's own class (the client's screen replaces the list when it takes over, decision 0034).
 * The list comes in parts of EVENT_LIST_PART entries (each an `<ol>` numbered on from the one before), and
 * the parts out of view skip layout while the page loads, each kept at about its height so the scroll bar
 * stays about right: a thousand entries laid out held a phone's main thread for over a second, and a
 * thousand entries each skipped on its own still cost each frame a check of each one's place (2 to 5 ms).
 */
const EVENT_LIST_PART = 20;
const EVENT_LIST_STYLE = [
  '.event-list{display:grid;column-gap:1.5rem;content-visibility:auto;contain-intrinsic-size:auto 140rem}',
  '@media (min-width:64rem){.event-list{grid-template-columns:repeat(2,minmax(0,1fr));contain-intrinsic-size:auto 70rem}}',
  '.event-list>li{padding:.75rem 0;',
  'border-bottom:1px solid #e5e5e5;font-size:.875rem;line-height:1.25rem;color:#404040}',
  '.event-list h3{font-size:1rem;line-height:1.5rem;font-weight:600;color:#171717;overflow-wrap:anywhere}',
  '.event-list b{display:inline-block;margin-right:.5rem;padding:0 .375rem;border-radius:.375rem;',
  'background:#166534;color:#fff;font-variant-numeric:tabular-nums}',
  '.event-list a:hover{text-decoration:underline}',
  '.event-list i{display:block;font-size:.75rem;color:#525252;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
].join('');

/**
 * The numbered list's entries in parts (EVENT_LIST_STYLE), each an `<ol>` named by the list's heading. The
 * parts after the first are in a `<noscript>`: a browser that runs scripts reads its content as one text,
 * not as elements (HTML's parsing rules), while one without scripts, and a crawler reading the HTML, read
 * the list whole as before. With scripts the app's list replaces the server's (its first 12 entries, more
 * as the view nears its end); a script removed the parts after the first before it took over, and
 * building, styling and removing their 8,000 elements cost the phone's main thread about 20 ms of CPU
 * in the first seconds (decision 0034, third session).
 */
function eventListHtml(entries: string[]): string {
  const parts: string[] = [];
  for (let first = 0; first < entries.length; first += EVENT_LIST_PART) {
    const start = first === 0 ? '' : ` start="${first + 1}"`;
    const items = entries.slice(first, first + EVENT_LIST_PART).join('');
    parts.push(`<ol class="event-list"${start} aria-labelledby="event-sales">${items}</ol>`);
  }
  const [firstPart = '', ...rest] = parts;
  return rest.length > 0 ? `${firstPart}<noscript>${rest.join('')}</noscript>` : firstPart;
}

/**
 * One registered sale of the numbered list: its number in the text first, so that the list reads
 * '#23 ...' without styles or scripts, its title linking to its page, its address, place and hours.
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
    sale.number === null ? '' : `<b>${escapeHtml(t('eventPage.number', { number: sale.number }))}</b>`;
  const href = localizedPath(`/garage-sales/${sale.id}`, locale);
  return [
    `<li><h3>${number}<a href="${escapeHtml(href)}">${escapeHtml(sale.title)}</a></h3>`,
    `<p>${escapeHtml(sale.address)}</p><p>${escapeHtml(where)}</p><p>${escapeHtml(hours)}</p>`,
    sale.summary ? `<i>${escapeHtml(sale.summary)}</i>` : '',
    '</li>',
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
  const sales = event.sales.map((sale) => eventSaleHtml(sale, locale));
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
    sales.length > 0 ? eventListHtml(sales) : eventListHtml([empty]),
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
    // The list's looks in the head: a style sheet met in the body makes the browser match the page again.
    extraHtml: [
      hreflangLinks(path, origin),
      `<style>${EVENT_LIST_STYLE}</style>`,
      options.jsonLdHtml,
      options.pageDataHtml,
    ].join('\n    '),
  });
  return withRootHtml(page, eventShellHtml(event, siteName, locale));
}
