import type { SaleDisplayStatus } from '../../../shared/dates';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** Spec §4: Completed and Ended grey, Today and Active green, Upcoming blue. */
const statusClasses: Record<SaleDisplayStatus, string> = {
  Completed: 'border-neutral-300 bg-neutral-100 text-neutral-700',
  Ended: 'border-neutral-300 bg-neutral-100 text-neutral-700',
  Today: 'border-green-300 bg-green-100 text-green-900',
  Upcoming: 'border-blue-300 bg-blue-100 text-blue-900',
  Active: 'border-green-300 bg-green-100 text-green-900',
};

export function SaleStatusBadge({ status, className }: { status: SaleDisplayStatus; className?: string }) {
  const t = useT('my-sales');
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusClasses[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
