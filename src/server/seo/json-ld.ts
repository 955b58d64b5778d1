import type { Photo, Sale } from '../../shared/schemas/sale';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { findSalePhotos } from '../sales/sales.repo';
import { absoluteUrl } from '../web/client-page';
import { findActiveCity } from './seo.repo';
import { zonedDateTime } from './zoned-time';

export interface SaleEventOptions {
  sale: Sale;
  photos: Photo[];
  /** Trusted origin, or '' for relative links (see public-origin.ts). */
  origin: string;
  timeZone: string;
  /** The city's province or state from the cities table, when the sale's city is one of them. */
  region?: string;
  /** ISO 3166-1 alpha-2, when the site serves one country (GEOCODER_COUNTRY_CODES names exactly one). */
  country?: string;
}

/**
 * A sale as a schema.org Event (https://developers.google.com/search/docs/appearance/structured-data/event).
 * It runs from its first scheduled day's start to its last day's end, in the site's time zone with that
 * day's UTC offset. Its status is always EventScheduled: schema.org has no 'ended' status, and an ended
 * sale says so by its endDate in the past; a removed or hidden sale has no page at all (404), so
 * EventCancelled would never be seen.
 */
export function saleEvent(options: SaleEventOptions): Record<string, unknown> {
  const { sale, photos, origin, timeZone } = options;
  const days = [...sale.schedule].sort((a, b) => a.date.localeCompare(b.date));
  const first = days[0] ?? { date: sale.startDate, startTime: sale.startTime, endTime: sale.endTime };
  const last = days.at(-1) ?? first;
  // The featured photo first, as the cards and the link preview show it.
  const byFeature = [...photos].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  const images = photos.length > 0 ? byFeature.map((photo) => photo.url) : [sale.featuredPhoto];
  return {
    '@context': 'https://schema.org',
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
    ...(images.some(Boolean)
      ? { image: images.filter((url): url is string => Boolean(url)).map((url) => absoluteUrl(origin, url)) }
      : {}),
    url: `${origin}/garage-sales/${sale.id}`,
  };
}

/**
 * A JSON-LD block for a page's head. '<', '>' and '&' are written as \u escapes, which JSON reads back as
 * the same characters: a title holding '</script>' or '<!--' cannot end or bend the block.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

/** The sale's Event block, with its photos and its city's province read from the database. */
export async function saleJsonLdHtml(
  db: Db,
  config: Pick<AppConfig, 'timeZone' | 'geocoderCountryCodes'>,
  sale: Sale,
  origin: string,
): Promise<string> {
  const [found, city] = await Promise.all([findSalePhotos(db, sale.id), findActiveCity(db, sale.city)]);
  const codes = config.geocoderCountryCodes?.split(',') ?? [];
  return jsonLdScript(
    saleEvent({
      sale,
      // The sale is a visible one (the page's own lookup): its photos are public too.
      photos: found?.photos ?? [],
      origin,
      timeZone: config.timeZone,
      region: city?.state,
      country: codes.length === 1 ? codes[0]?.toUpperCase() : undefined,
    }),
  );
}
