import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../shared/i18n/locales';
import type { EventDetail } from '../../shared/schemas/events';
import type { Photo, Sale } from '../../shared/schemas/sale';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { zonedDateTime } from '../lib/zoned-time';
import { absoluteUrl, jsonScript, SITE_IMAGE_PATH } from './client-page';
import { findActiveCity } from './seo.repo';

export interface EventPlace {
  /** Trusted origin, or '' for relative links (see public-origin.ts). */
  origin: string;
  timeZone: string;
  /** The city's province or state from the cities table, when the sale's city is one of them. */
  region?: string;
  /** ISO 3166-1 alpha-2, when the site serves one country (GEOCODER_COUNTRY_CODES names exactly one). */
  country?: string;
  /** The page's language: the Event's address is that language's page. English when not given. */
  locale?: Locale;
}

export interface SaleEventOptions extends EventPlace {
  /** The sale with its categories named in the page's language (categoryNamer). */
  sale: Sale;
  /** Its photos' paths or URLs, the featured one first. */
  images: string[];
}

const CONTEXT = 'https://schema.org';

/**
 * A sale as a schema.org Event (https://developers.google.com/search/docs/appearance/structured-data/event).
 * It runs from its first scheduled day's start to its last day's end, in the site's time zone with that
 * day's UTC offset. Its status is always EventScheduled: schema.org has no 'ended' status, and an ended
 * sale says so by its endDate in the past; a removed or hidden sale has no page at all (404), so
 * EventCancelled would never be seen. Its categories are its keywords, in the page's language (issue 24).
 */
export function saleEvent(options: SaleEventOptions): Record<string, unknown> {
  const { sale, origin, timeZone } = options;
  const days = [...sale.schedule].sort((a, b) => a.date.localeCompare(b.date));
  const first = days[0] ?? { date: sale.startDate, startTime: sale.startTime, endTime: sale.endTime };
  const last = days.at(-1) ?? first;
  return {
    '@type': 'Event',
    name: sale.title,
    ...(sale.description?.trim() ? { description: sale.description } : {}),
    startDate: zonedDateTime(first.date, first.startTime, timeZone),
    endDate: zonedDateTime(last.date, last.endTime, timeZone),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: sale.neighborhood ? `${sale.address}, ${sale.neighborhood}` : sale.address,
      address: {
        '@type': 'PostalAddress',
        streetAddress: sale.address,
        addressLocality: sale.city,
        ...(options.region ? { addressRegion: options.region } : {}),
        ...(options.country ? { addressCountry: options.country } : {}),
      },
      geo: { '@type': 'GeoCoordinates', latitude: sale.position.lat, longitude: sale.position.lng },
    },
    ...(options.images.length > 0 ? { image: options.images.map((url) => absoluteUrl(origin, url)) } : {}),
    ...(sale.categories.length > 0
      ? { keywords: sale.categories.map((category) => category.name).join(', ') }
      : {}),
    url: `${origin}${localizedPath(`/garage-sales/${sale.id}`, options.locale ?? DEFAULT_LOCALE)}`,
  };
}

/**
 * A JSON-LD block for a page's head: `jsonScript` escapes what could end or bend the block (a title
 * holding '</script>' or '<!--').
 */
export function jsonLdScript(data: unknown): string {
  return jsonScript('application/ld+json', data);
}

/** The country code of a site that serves exactly one country, for its addresses. */
function siteCountry(config: Pick<AppConfig, 'geocoderCountryCodes'>): string | undefined {
  const codes = config.geocoderCountryCodes?.split(',') ?? [];
  return codes.length === 1 ? codes[0]?.toUpperCase() : undefined;
}

/**
 * The sale's Event block, with its photos, and its city's province read from the database; the sale's
 * categories named in the page's language.
 */
export async function saleJsonLdHtml(
  db: Db,
  config: Pick<AppConfig, 'timeZone' | 'geocoderCountryCodes'>,
  page: { sale: Sale; photos: Photo[]; origin: string; locale?: Locale },
): Promise<string> {
  const { sale, photos, origin, locale } = page;
  const city = await findActiveCity(db, sale.city);
  // The featured photo first, as the cards and the link preview show it.
  const byFeature = [...photos].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  const images = byFeature.length > 0 ? byFeature.map((photo) => photo.url) : [sale.featuredPhoto];
  const event = saleEvent({
    sale,
    images: images.filter((url): url is string => Boolean(url)),
    origin,
    timeZone: config.timeZone,
    region: city?.state,
    country: siteCountry(config),
    locale,
  });
  return jsonLdScript({ '@context': CONTEXT, ...event });
}

/**
 * A city's page as an ItemList of its sales' Events, in the page's order, each with its own page's
 * address (where its whole Event is).
 */
export async function saleListJsonLdHtml(
  db: Db,
  config: Pick<AppConfig, 'timeZone' | 'geocoderCountryCodes'>,
  city: string,
  sales: Sale[],
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const place = await findActiveCity(db, city);
  const where = {
    origin,
    timeZone: config.timeZone,
    region: place?.state,
    country: siteCountry(config),
    locale,
  };
  return jsonLdScript({
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: sales.length,
    itemListElement: sales.map((sale, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: saleEvent({ ...where, sale, images: sale.featuredPhoto ? [sale.featuredPhoto] : [] }),
    })),
  });
}

/**
 * A community sale day (issue 25) as one schema.org Event: from its first day's opening to its last day's
 * closing, in its cities (or the whole area), with its page's address in the page's language. Its sales
 * are not listed in it: a thousand sub-events would weigh more than the page; each sale's page has its own.
 */
export async function eventJsonLdHtml(
  db: Db,
  config: Pick<AppConfig, 'timeZone' | 'geocoderCountryCodes'>,
  page: { event: EventDetail; origin: string; locale: Locale; placeName: string; description: string },
): Promise<string> {
  const { event, origin, locale } = page;
  const first = event.dates[0];
  const last = event.dates.at(-1);
  const firstCity = event.cities[0];
  const city = firstCity ? await findActiveCity(db, firstCity.name) : undefined;
  const country = siteCountry(config);
  return jsonLdScript({
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: page.description,
    ...(first ? { startDate: zonedDateTime(first.date, first.startTime, config.timeZone) } : {}),
    ...(last ? { endDate: zonedDateTime(last.date, last.endTime, config.timeZone) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: page.placeName,
      address: {
        '@type': 'PostalAddress',
        ...(event.cities.length === 1 && firstCity ? { addressLocality: firstCity.name } : {}),
        ...(city?.state ? { addressRegion: city.state } : {}),
        ...(country ? { addressCountry: country } : {}),
      },
    },
    image: [absoluteUrl(origin, SITE_IMAGE_PATH)],
    isAccessibleForFree: true,
    url: `${origin}${localizedPath(`/events/${event.slug}`, locale)}`,
  });
}
