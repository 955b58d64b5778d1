import { useQuery } from '@tanstack/react-query';
import { CalendarX2, MapPin, Navigation } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { saleDisplayStatus } from '../../../shared/dates';
import type { Sale } from '../../../shared/schemas/sale';
import { useCategoryName } from '../../lib/category-names';
import { useConfig, useProductNoun } from '../../lib/config';
import { directionsUrl, formatLocation } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { salePhotosQueryOptions } from '../../lib/queries';
import { useSaleViewReport } from '../../lib/sale-interest';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button';
import { CalendarLink } from './calendar-link';
import { EventLink } from './event-link';
import { type CarouselPhoto, PhotoCarousel } from './photo-carousel';
import { ReportSale } from './report-sale';
import { SaleItemsList } from './sale-items-list';
import { SaleSavers } from './sale-savers';
import { ScheduleTable } from './schedule-table';
import { ShareButton } from './share-button';

export interface SaleDetailsProps {
  sale: Sale;
  /** The sale's title as the surrounding screen needs it: a dialog title in the modal, the h1 on the page. */
  title: ReactNode;
  /** Level of the Schedule / Categories / Description headings below the title. */
  sectionHeading: 'h2' | 'h3';
  /** More buttons beside Add to calendar and Share (a later issue adds the favourite toggle here). */
  actions?: ReactNode;
}

/** The detail of one sale, shared by the Explore modal and the /garage-sales/{id} page (spec §2). */
export function SaleDetails({ sale, title, sectionHeading: Heading, actions }: SaleDetailsProps) {
  const ids = useId();
  const nameOf = useCategoryName();
  const t = useT('sale');
  const scheduleId = `${ids}-schedule`;
  const categoriesId = `${ids}-categories`;
  const descriptionId = `${ids}-description`;
  const headingClass = 'mb-2 text-base font-semibold text-neutral-900';
  useSaleViewReport(sale.id);
  // The carousel's own query (cached once): the items' thumbnails are among these photos.
  const photos = useQuery(salePhotosQueryOptions(sale.id));

  return (
    <article className="flex flex-col">
      <SalePhotos sale={sale} />
      <div className="flex flex-col gap-6 p-5 sm:p-6">
        <EndedNotice sale={sale} />
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            {title}
            <p className="mt-2 flex items-start gap-1.5 text-neutral-800">
              <MapPin className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
              <span className="break-words">{sale.address}</span>
            </p>
            <p className="mt-0.5 pl-5.5 text-sm text-neutral-600">{formatLocation(sale)}</p>
            <EventLink event={sale.event} />
            <SaleSavers saleId={sale.id} />
          </div>
          {/* Wraps rather than overflow a phone's width with three actions. */}
          <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">
            {actions}
            <CalendarLink sale={sale} />
            <ShareButton sale={sale} />
          </div>
        </header>

        <section aria-labelledby={scheduleId}>
          <Heading id={scheduleId} className={headingClass}>
            {t('details.schedule')}
          </Heading>
          <ScheduleTable schedule={sale.schedule} captionId={scheduleId} />
        </section>

        {sale.categories.length > 0 && (
          <section aria-labelledby={categoriesId}>
            <Heading id={categoriesId} className={headingClass}>
              {t('details.categories')}
            </Heading>
            <ul className="flex flex-wrap gap-2">
              {sale.categories.map((category) => (
                <li key={category.id}>
                  <Badge variant="outline" className="px-2.5 py-1 text-sm">
                    {nameOf(category)}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
        )}

        {sale.description?.trim() && (
          <section aria-labelledby={descriptionId}>
            <Heading id={descriptionId} className={headingClass}>
              {t('details.description')}
            </Heading>
            <p className="break-words whitespace-pre-line text-neutral-800">{sale.description}</p>
          </section>
        )}

        {sale.items && sale.items.length > 0 && (
          <SaleItemsList
            items={sale.items}
            photos={photos.data}
            headingId={`${ids}-items`}
            Heading={Heading}
            headingClass={headingClass}
          />
        )}

        <a
          href={directionsUrl(sale)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          <Navigation aria-hidden="true" />
          {t('details.directions')}
        </a>
        <ReportSale sale={sale} />
      </div>
    </article>
  );
}

function SalePhotos({ sale }: { sale: Sale }) {
  const photos = useQuery(salePhotosQueryOptions(sale.id));
  const t = useT('sale');
  if (photos.isPending) {
    return (
      <div className="aspect-video w-full animate-pulse bg-neutral-200">
        <span className="sr-only">{t('details.loadingPhotos')}</span>
      </div>
    );
  }
  let list: CarouselPhoto[] = photos.data ?? [];
  // The featured photo still shows when the photo list is empty or could not be read.
  if (list.length === 0 && sale.featuredPhoto) list = [{ id: 'featured', url: sale.featuredPhoto }];
  return <PhotoCarousel photos={list} title={sale.title} />;
}

/** Why the sale has ended, as shared/dates.ts `saleEndedReason` says it (the server's first paint), or none. */
function endedReasonKey(sale: Sale, today: string) {
  const status = saleDisplayStatus(sale, today);
  if (status === 'Completed') return 'details.endedCompleted' as const;
  if (status === 'Ended') return 'details.endedPast' as const;
  return sale.isActive ? undefined : ('details.endedUnlisted' as const);
}

function EndedNotice({ sale }: { sale: Sale }) {
  const { today } = useConfig();
  const noun = useProductNoun();
  const t = useT('sale');
  const detail = endedReasonKey(sale, today);
  if (!detail) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <CalendarX2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t('details.ended', { productSingular: noun.singular })}</strong>{' '}
        {t(detail)}
      </p>
    </div>
  );
}
