import { formatMediumDate, formatMoment, formatTimeOfDay } from '../../../../shared/i18n/format-date';
import type { EventDay, EventSummary } from '../../../../shared/schemas/events';
import { useLocale, useT } from '../../../lib/i18n';

/** How the event screens say an event's days, area, registration window and count, in the page's language. */
export function useEventWords() {
  const t = useT('events-admin');
  const locale = useLocale();
  const day = (d: EventDay) =>
    t('admin.words.day', {
      date: formatMediumDate(d.date, locale),
      start: formatTimeOfDay(d.startTime, locale),
      end: formatTimeOfDay(d.endTime, locale),
    });
  return {
    day,
    days: (dates: EventDay[]) => dates.map(day).join('; '),
    area: (event: Pick<EventSummary, 'cities'>) =>
      event.cities.length === 0
        ? t('admin.words.wholeArea')
        : event.cities.map((city) => city.name).join(', '),
    registration: (event: Pick<EventSummary, 'registrationOpensAt' | 'registrationClosesAt'>) =>
      t('admin.words.registration', {
        opens: formatMoment(event.registrationOpensAt, locale),
        closes: formatMoment(event.registrationClosesAt, locale),
      }),
    salesCount: (event: Pick<EventSummary, 'salesCount' | 'maxSales'>) =>
      event.maxSales === null
        ? String(event.salesCount)
        : t('admin.words.salesOfCap', { count: event.salesCount, cap: event.maxSales }),
  };
}
