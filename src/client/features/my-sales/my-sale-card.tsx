import { Calendar, CircleCheck, CopyPlus, House, MapPin, Pencil, ShieldAlert, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SaleDisplayStatus } from '../../../shared/dates';
import { INTL_LOCALE } from '../../../shared/i18n/locales';
import type { EventSummary } from '../../../shared/schemas/events';
import type { MySale, SaleEventLink } from '../../../shared/schemas/events-admin';
import type { SaleStats } from '../../../shared/schemas/sale-stats';
import { SaleImage } from '../../components/sale-image';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { useCategoryName } from '../../lib/category-names';
import { formatDayRange, formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { ItemSoldList } from './item-sold-list';
import { SaleEventPanel } from './sale-event-panel';
import { SaleStatsPanel } from './sale-stats-panel';
import { SaleStatusBadge } from './sale-status-badge';

/** Spec §9: category chips per My Sales card. */
export const MY_SALES_CATEGORY_LIMIT = 2;

interface Props {
  /** My Sales' answer carries each sale's counters (issue 26). */
  sale: MySale & { stats?: SaleStats };
  status: SaleDisplayStatus;
  /** Past sales (completed or ended) can only be deleted (spec §2). */
  past: boolean;
  today: string;
  /** This and the coming community sale days (issue 25), once loaded. */
  events: readonly EventSummary[] | undefined;
  onComplete: (sale: MySale) => void;
  onDelete: (sale: MySale) => void;
  onLeave: (sale: MySale, event: SaleEventLink) => void;
}

/** One of the seller's sales: photo, status, the facts, and what they can still do with it. */
export function MySaleCard({ sale, status, past, today, events, onComplete, onDelete, onLeave }: Props) {
  const t = useT('my-sales');
  const locale = useLocale();
  const photo = sale.featuredThumbnail ?? sale.featuredPhoto;
  const nameOf = useCategoryName();
  const houseIcon = <House className="size-10 text-green-700" aria-hidden="true" />;
  // Which sale a button acts on, for screen readers (every card has the same three buttons).
  const hiddenTitle = (
    <>
      {' '}
      <span className="sr-only">{sale.title}</span>
    </>
  );
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
      data-testid="my-sale-card"
      data-sale-id={sale.id}
    >
      <div className="relative">
        {photo ? (
          <SaleImage
            path={photo}
            alt={t('card.photoAlt', { title: sale.title })}
            className="h-40 w-full"
            fallbackIcon={houseIcon}
            lazy
          />
        ) : (
          <div className="grid h-40 w-full place-items-center bg-green-50" data-testid="my-sale-no-photo">
            {houseIcon}
          </div>
        )}
        <SaleStatusBadge status={status} className="absolute top-2 left-2 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg leading-snug font-semibold break-words text-neutral-900">{sale.title}</h2>
        {sale.underReview && <UnderReviewNotice />}
        <p className="flex items-center gap-1.5 text-sm text-neutral-700">
          <Calendar className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
          {/* English keeps the browser's own numeric date (as before); French writes Canada's. */}
          {formatDayRange(sale.startDate, sale.endDate, locale === 'en' ? undefined : INTL_LOCALE[locale])}
        </p>
        <p className="flex items-start gap-1.5 text-sm text-neutral-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {sale.address}
            <span className="block text-neutral-600">{formatLocation(sale)}</span>
          </span>
        </p>
        {sale.categories.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('card.categories')}>
            {sale.categories.slice(0, MY_SALES_CATEGORY_LIMIT).map((category) => (
              <li key={category.id}>
                <Badge>{nameOf(category)}</Badge>
              </li>
            ))}
          </ul>
        )}
        <SaleEventPanel sale={sale} past={past} today={today} events={events} onLeave={onLeave} />
        {sale.stats && <SaleStatsPanel stats={sale.stats} />}
        {!past && sale.items && sale.items.length > 0 && <ItemSoldList saleId={sale.id} items={sale.items} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {!past && (
            <>
              <Link href={`/edit-sale/${sale.id}`} className={buttonClasses('outline', 'sm')}>
                <Pencil aria-hidden="true" />
                {t('card.edit')}
                {hiddenTitle}
              </Link>
              <Button variant="outline" size="sm" onClick={() => onComplete(sale)}>
                <CircleCheck aria-hidden="true" />
                {t('card.markComplete')}
                {hiddenTitle}
              </Button>
            </>
          )}
          {past && <PostAgainLink saleId={sale.id}>{hiddenTitle}</PostAgainLink>}
          <Button variant="outline" size="sm" className="[&_svg]:text-red-700" onClick={() => onDelete(sale)}>
            <Trash2 aria-hidden="true" />
            {t('card.delete')}
            {hiddenTitle}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Issue 26: a past sale opens the wizard with everything copied but its dates. */
function PostAgainLink({ saleId, children }: { saleId: number; children: ReactNode }) {
  const t = useT('my-sales');
  return (
    <Link href={`/create-sale?again=${saleId}`} className={buttonClasses('outline', 'sm')}>
      <CopyPlus aria-hidden="true" />
      {t('card.postAgain')}
      {children}
    </Link>
  );
}

/** Reports from the community hid the sale from the public (issue 14): the seller is told, and why. */
function UnderReviewNotice() {
  const t = useT('my-sales');
  return (
    <p
      className="my-1 flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
      data-testid="under-review"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{t('underReview.label')}</strong> {t('underReview.text')}
      </span>
    </p>
  );
}
