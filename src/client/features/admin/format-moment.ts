import { formatMoment, type MomentStyle } from '../../../shared/i18n/format-date';
import { useLocale } from '../../lib/i18n';

/**
 * Moments (ISO timestamps) in the reader's time and the page's language, as the admin logs and lists show
 * them: 'Jun 12, 2026, 3:04 PM' / '12 juin 2026, 15 h 04' (shared/i18n/format-date.ts).
 */
export function useFormatMoment(style: MomentStyle = 'dateTime'): (timestamp: string) => string {
  const locale = useLocale();
  return (timestamp) => formatMoment(timestamp, locale, style);
}
