import { INTL_LOCALE, type Locale } from '../../../shared/i18n/locales';
import type { Translate } from '../../../shared/i18n/translator';
import { completeWindow, type SaleFilters, type When } from '../../../shared/schemas/filters';
import { formatDayRange, formatLocalDay } from '../../lib/format';

/** The quick filters' chips (the `explore` catalogue; French ones are short enough for one row on a phone). */
export const WHEN_KEYS = {
  'open-now': 'when.openNow',
  today: 'when.today',
  weekend: 'when.weekend',
} as const satisfies Record<When, string>;

/** A quick filter as the summaries name it, in full ('Ouvert maintenant' where the chip says 'Ouvert'). */
const SUMMARY_WHEN_KEYS = {
  'open-now': 'summary.when.openNow',
  today: 'summary.when.today',
  weekend: 'summary.when.weekend',
} as const satisfies Record<When, string>;

/** The summaries' words: the `explore` catalogue in the page's language. */
export interface SummaryWords {
  t: Translate<'explore'>;
  locale: Locale;
}

/**
 * The window the API serves for these dates: a lone start or end date stands for its longest window; a
 * quick filter is named as its chip is. English days keep the browser's own date format, as before.
 */
function describeDates(filters: SaleFilters, { t, locale }: SummaryWords): string {
  if (filters.when) return t(SUMMARY_WHEN_KEYS[filters.when]);
  const { startDate, endDate } = completeWindow(filters);
  if (!startDate || !endDate) return t('summary.anyDates');
  const dayLocale = locale === 'en' ? undefined : INTL_LOCALE[locale];
  return startDate === endDate
    ? formatLocalDay(startDate, dayLocale)
    : formatDayRange(startDate, endDate, dayLocale);
}

function describePlace(filters: SaleFilters): string | undefined {
  if (!filters.city) return undefined;
  return filters.neighborhood ? `${filters.neighborhood}, ${filters.city}` : filters.city;
}

/** What the filters are, item by item, so a collapsed panel still says what the list shows. */
export function summarizeFilters(
  filters: SaleFilters,
  categoryNames: ReadonlyMap<number, string>,
  words: SummaryWords,
): { label: string; value: string }[] {
  const { t } = words;
  const ids = filters.categoryIds ?? [];
  const names = ids.flatMap((id) => categoryNames.get(id) ?? []);
  let categories = t('summary.allCategories');
  if (ids.length > 0)
    categories =
      names.length === ids.length && ids.length <= 3
        ? names.join(', ')
        : t('summary.selected', { count: ids.length });
  return [
    { label: t('summary.dates'), value: describeDates(filters, words) },
    { label: t('summary.place'), value: describePlace(filters) ?? t('summary.allCities') },
    { label: t('summary.categories'), value: categories },
    {
      label: t('summary.search'),
      value: filters.searchTerm ? t('summary.searchTerm', { term: filters.searchTerm }) : t('summary.none'),
    },
  ];
}

/** The same in one line, for narrow screens. */
export function describeFilters(filters: SaleFilters, words: SummaryWords): string {
  const parts = [describeDates(filters, words)];
  const place = describePlace(filters);
  if (place) parts.push(place);
  const categories = filters.categoryIds?.length ?? 0;
  if (categories > 0) parts.push(words.t('summary.categoryCount', { count: categories }));
  if (filters.searchTerm) parts.push(words.t('summary.searchTerm', { term: filters.searchTerm }));
  return parts.join(' · ');
}
