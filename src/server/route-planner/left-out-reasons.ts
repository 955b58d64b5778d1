import { format, parseISO } from 'date-fns';
import { formatTimeOfDay, formatWeekday } from '../../shared/i18n/format-date';
import type { Locale } from '../../shared/i18n/locales';
import { timeOf } from '../../shared/open-now';
import type { LeftOut } from '../../shared/planner/plan';
import { serverT } from '../lib/server-i18n';

/**
 * Why the route leaves a stop out, in the request's language (the plan catalogue's `reason.*`). English
 * keeps the words and forms it always had ('not open on Saturday, Nov 28', 'closes at 12:00'); French
 * writes 'samedi 28 novembre' and '12 h 00'.
 */
export function leftOutReason(locale: Locale): (why: LeftOut) => string {
  const t = serverT(locale, 'plan');
  const time = (minutes: number) =>
    locale === 'en' ? timeOf(minutes) : formatTimeOfDay(timeOf(minutes), locale);
  return (why) => {
    switch (why.kind) {
      case 'closedThatDay': {
        const day =
          locale === 'en' ? format(parseISO(why.date), 'EEEE, MMM d') : formatWeekday(why.date, locale);
        return t('reason.closedThatDay', { day });
      }
      case 'closed':
        return t('reason.closed', { closes: time(why.closesAt), earliest: time(why.earliest) });
      case 'stayTooLong':
        return t('reason.stayTooLong', {
          closes: time(why.closesAt),
          earliest: time(why.earliest),
          stay: why.stay,
        });
      case 'noTime':
        return t('reason.noTime');
    }
  };
}

/** A stop at a sale that is gone, or that its seller has marked completed, in `locale`. */
export const notListedReason = (locale: Locale) => serverT(locale, 'plan')('reason.notListed');
export const completedReason = (locale: Locale) => serverT(locale, 'plan')('reason.completed');
