import { formatKm } from '../distance';
import { INTL_LOCALE, type Locale } from './locales';

/*
 * Numbers and distances as each language writes them: '12,345.6' / '12 345,6', '2.3 km' / '2,3 km'.
 * Small and free of date-fns: fit for Explore's first script.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formatters.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** A distance on a card, one decimal: English as before ('2.3 km', shared/distance.ts), French '2,3 km'. */
export function formatDistanceKm(km: number, locale: Locale): string {
  if (locale === 'en') return formatKm(km);
  return numberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}
