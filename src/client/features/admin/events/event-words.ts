import { formatMediumDate, formatTimeOfDay } from '../../../../shared/i18n/format-date';
import type { EventDay, EventSummary } from '../../../../shared/schemas/events';
import { wallClockIn } from '../../../../shared/zoned-time';
import { useConfig } from '../../../lib/config';
import { useLocale, useT } from '../../../lib/i18n';

/**
 * How the event screens say an event's days, area, registration window and count, in the page's
 * language. Moments are on the site's clock, as the form takes them (not the reader's).
 */
export function useEventWords() {
  const t = useT('events-admin');
  const locale = useLocale();
  const { timeZone } = useConfig();
  const moment = (instant: string) => {
    const wall = wallClockIn(instant, timeZone);
    if (!wall) return instant;
    return t('admin.words.moment', {
      date: formatMediumDate(wall.slice(0, 10), locale),
      time: formatTimeOfDay(wall.slice(11, 16), locale),
    });
  };
  const day = (d: EventDay) =>
    t('admin.words.day', {
      date: formatMediumDate(d.date, locale),
      start: formatTimeOfDay(d.startTime, locale),
      end: formatTimeOfDay(d.endTime, locale),
    });
  return {
    moment,
    day,
    days: (dates: EventDay[]) => dates.map(day).join('; '),
    area: (event: Pick<EventSummary, 'cities'>) =>
      event.cities.length === 0
        ? t('admin.words.wholeArea')
        : event.cities.map((city) => city.name).join(', '),
    registration: (event: Pick<EventSummary, 'registrationOpensAt' | 'registrationClosesAt'>) =>
      t('admin.words.registration', {
        opens: moment(event.registrationOpensAt),
        closes: moment(event.registrationClosesAt),
      }),
    salesCount: (event: Pick<EventSummary, 'salesCount' | 'maxSales'>) =>
      event.maxSales === null
        ? String(event.salesCount)
        : t('admin.words.salesOfCap', { count: event.salesCount, cap: event.maxSales }),
  };
}
