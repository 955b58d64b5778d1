import { formatMediumDate } from '../../../../shared/i18n/format-date';
import type { Locale } from '../../../../shared/i18n/locales';

/** A sale's days: one date for a one-day sale, else 'Jun 12, 2026 – Jun 13, 2026' / '12 juin 2026 – 13 juin 2026'. */
export function formatSaleDays(startDate: string, endDate: string, locale: Locale): string {
  if (startDate === endDate) return formatMediumDate(startDate, locale);
  return `${formatMediumDate(startDate, locale)} – ${formatMediumDate(endDate, locale)}`;
}
