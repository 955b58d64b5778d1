import { formatTimeOfDay } from '../../../shared/i18n/format-date';
import type { Locale } from '../../../shared/i18n/locales';

/** Evening times every half hour from 15:00 to 22:00, and the stored one if it is another. */
export function reminderTimeOptions(current: string, locale: Locale): { value: string; label: string }[] {
  const values: string[] = [];
  for (let minutes = 15 * 60; minutes <= 22 * 60; minutes += 30) {
    values.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  if (!values.includes(current)) values.push(current);
  return values.sort().map((value) => ({ value, label: formatTimeOfDay(value, locale) }));
}
