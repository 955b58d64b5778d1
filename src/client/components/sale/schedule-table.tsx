import { formatLongDay, formatTimeOfDay } from '../../../shared/i18n/format-date';
import type { ScheduleEntry } from '../../../shared/schemas/sale';
import { useLocale, useT } from '../../lib/i18n';

/** Spec §2: Date and Time columns, 'EEEE, MMMM d, yyyy' and 'h:mm a' (French: 'samedi 28 novembre 2026', '8 h 00'). */
export function ScheduleTable({ schedule, captionId }: { schedule: ScheduleEntry[]; captionId?: string }) {
  const t = useT('sale');
  const locale = useLocale();
  return (
    <div className="overflow-hidden rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('schedule.date')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('schedule.time')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {schedule.map((entry) => (
            <tr key={`${entry.date}-${entry.startTime}`}>
              <td className="px-3 py-2 text-neutral-900">{formatLongDay(entry.date, locale)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-neutral-900">
                {formatTimeOfDay(entry.startTime, locale)} - {formatTimeOfDay(entry.endTime, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
