import { formatLongDate, formatTime12 } from '../../../shared/date-format';
import type { ScheduleEntry } from '../../../shared/schemas/sale';

/** Spec §2: Date and Time columns, 'EEEE, MMMM d, yyyy' and 'h:mm a'. */
export function ScheduleTable({ schedule, captionId }: { schedule: ScheduleEntry[]; captionId?: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Time
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {schedule.map((entry) => (
            <tr key={`${entry.date}-${entry.startTime}`}>
              <td className="px-3 py-2 text-neutral-900">{formatLongDate(entry.date)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-neutral-900">
                {formatTime12(entry.startTime)} - {formatTime12(entry.endTime)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
