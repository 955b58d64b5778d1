import { X } from 'lucide-react';
import type { SaleHours } from '../../../shared/open-now';
import type { Sale } from '../../../shared/schemas/sale';
import { Button } from '../../components/ui/button';
import { formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { hoursOn } from './plan-settings';

interface Props {
  saleIds: number[];
  sales: ReadonlyMap<number, Sale>;
  /** Ids whose details could not be read (gone, or never seen offline). */
  missing: ReadonlySet<number>;
  date: string;
  /** Absent for a shared plan, which is not the shopper's to change. */
  onRemove?: (saleId: number) => void;
}

/** The sales in the plan, in the order they were added, with their hours on the chosen day. */
export function StopList({ saleIds, sales, missing, date, onRemove }: Props) {
  const t = useT('plan');
  const hoursThatDay = useHoursOn();
  return (
    <ul className="flex flex-col gap-2" aria-labelledby="stops-heading" data-testid="plan-stops">
      {saleIds.map((id) => {
        const sale = sales.get(id);
        return (
          <li
            key={id}
            className="flex items-start gap-3 rounded-lg border border-neutral-200 bg-white p-3"
            data-sale-id={id}
          >
            <div className="min-w-0 flex-1">
              {sale ? (
                <>
                  <h3 className="font-semibold break-words text-neutral-900">{sale.title}</h3>
                  <p className="text-sm text-neutral-800">
                    {sale.address}, {formatLocation(sale)}
                  </p>
                  <p className="text-sm text-neutral-700">
                    {t('stops.hours', { hours: hoursThatDay(sale, date) })}
                  </p>
                </>
              ) : (
                <p className="text-neutral-700">
                  {missing.has(id) ? t('stops.missing') : t('stops.loading')}
                </p>
              )}
            </div>
            {onRemove && <RemoveStopButton saleId={id} title={sale?.title} onRemove={onRemove} />}
          </li>
        );
      })}
    </ul>
  );
}

/** A sale's hours on the plan's day in the page's language, with the plan catalogue's words. */
export function useHoursOn(): (sale: SaleHours, date: string) => string {
  const locale = useLocale();
  const t = useT('plan');
  return (sale, date) =>
    hoursOn(sale, date, locale, { closed: t('stops.closed'), midnight: t('stops.midnight') });
}

interface RemoveProps {
  saleId: number;
  title: string | undefined;
  onRemove: (saleId: number) => void;
}

/** Takes a stop out of the plan; the page then moves the focus to the next stop's button (plan-page.tsx). */
export function RemoveStopButton({ saleId, title, onRemove }: RemoveProps) {
  const t = useT('plan');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="print:hidden"
      aria-label={title === undefined ? t('stops.removeThis') : t('stops.removeNamed', { title })}
      data-remove-stop={saleId}
      onClick={() => onRemove(saleId)}
    >
      <X aria-hidden="true" />
      {/* The cross alone on a phone, where the stop's text needs the width; the name says it all. */}
      <span className="max-sm:hidden">{t('stops.remove')}</span>
    </Button>
  );
}
