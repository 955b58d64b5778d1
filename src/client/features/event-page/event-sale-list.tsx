import { Link } from 'wouter';
import { formatOpeningWindowIn, formatShortDayIn } from '../../../shared/i18n/format-hours';
import { openingDays } from '../../../shared/open-now';
import type { EventSale } from '../../../shared/schemas/events';
import { PlanToggle } from '../../components/sale/plan-button';
import { useCategoryName } from '../../lib/category-names';
import { formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { type PlanStore, usePlan } from '../../lib/use-plan';

/** The list item's id: a marker clicked on the map brings its sale into view. */
export const eventSaleElementId = (saleId: number) => `event-sale-${saleId}`;

/** The sale's number in a round badge, as on its marker; a sale not numbered yet has none. */
function NumberBadge({ number }: { number: number | null }) {
  const t = useT('events');
  if (number === null) return <span className="sr-only">{t('page.sale.unnumbered')}</span>;
  return (
    <span
      className="grid h-9 min-w-9 shrink-0 place-items-center rounded-full bg-green-700 px-2 text-sm font-bold text-white print:h-7 print:min-w-7 print:border print:border-neutral-900 print:bg-white print:text-neutral-900"
      data-testid="event-sale-number"
    >
      {t('page.sale.number', { number })}
    </span>
  );
}

/** Each day the sale is open with that day's hours: 'Sat, Jun 13: 8:00 AM – 4:00 PM' / 'sam. 13 juin : 8 h 00 – 16 h 00'. */
function SaleHours({ sale }: { sale: EventSale }) {
  const t = useT('events');
  const locale = useLocale();
  return (
    <ul className="text-sm text-neutral-800">
      {openingDays({ ...sale, schedule: [] }).map(({ date, window }) => (
        <li key={date}>
          {t('page.sale.day', {
            day: formatShortDayIn(date, locale),
            hours: formatOpeningWindowIn(window, locale, t('page.midnight')),
          })}
        </li>
      ))}
    </ul>
  );
}

function EventSaleItem({ sale, plan }: { sale: EventSale; plan: PlanStore }) {
  const categoryName = useCategoryName();
  const t = useT('events');
  return (
    <li
      id={eventSaleElementId(sale.id)}
      className="flex scroll-mt-20 gap-3 border-b border-neutral-200 py-3 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] break-inside-avoid print:py-1.5 print:[content-visibility:visible]"
      data-testid="event-sale"
    >
      <NumberBadge number={sale.number} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-neutral-900">
            <Link
              href={`/garage-sales/${sale.id}`}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
              aria-label={
                sale.number === null
                  ? undefined
                  : t('page.sale.named', { number: sale.number, title: sale.title })
              }
            >
              {sale.title}
            </Link>
          </h3>
          <p className="text-sm text-neutral-800">
            {t('page.sale.address', { address: sale.address, place: formatLocation(sale) })}
          </p>
          <SaleHours sale={sale} />
          {sale.categories.length > 0 && (
            <p className="text-sm text-neutral-700">{sale.categories.map(categoryName).join(', ')}</p>
          )}
          {sale.summary && <p className="text-sm text-neutral-700 italic print:hidden">{sale.summary}</p>}
        </div>
        <PlanToggle sale={sale} plan={plan} named className="shrink-0 self-start print:hidden" />
      </div>
    </li>
  );
}

/** The numbered list: number, title, address, hours, categories; each sale can go in the plan. */
export function EventSaleList({ sales }: { sales: EventSale[] }) {
  const plan = usePlan();
  return (
    <ol className="print:columns-2 print:gap-6 print:text-[10pt]" data-testid="event-sales">
      {sales.map((sale) => (
        <EventSaleItem key={sale.id} sale={sale} plan={plan} />
      ))}
    </ol>
  );
}
