import type { ElementType } from 'react';
import { INTL_LOCALE } from '../../../shared/i18n/locales';
import type { Photo } from '../../../shared/schemas/sale';
import { formatPriceCents, type SaleItem } from '../../../shared/schemas/sale-items';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { SaleImage } from '../sale-image';

/** An item's price as shoppers read it ('$12.50', 'Free', 'Make an offer'), or nothing. */
export function useItemPrice(): (item: SaleItem) => string | null {
  const t = useT('sale');
  const locale = useLocale();
  return (item) => {
    if (item.priceCents !== null) return formatPriceCents(item.priceCents, INTL_LOCALE[locale]);
    if (item.priceNote === 'free') return t('items.free');
    if (item.priceNote === 'offer') return t('items.offer');
    return null;
  };
}

interface Props {
  items: readonly SaleItem[];
  /** The sale's photos (the carousel's list): an item showing one of them gets its thumbnail. */
  photos: readonly Photo[] | undefined;
  headingId: string;
  Heading: ElementType;
  headingClass: string;
}

/** The small square an item's photo shows in: its thumbnail variant (older photos have only the full one). */
function itemPhotoPath(item: SaleItem, photos: readonly Photo[] | undefined): string | null {
  const photo = item.photoId === null ? undefined : photos?.find((p) => p.id === item.photoId);
  return photo ? (photo.thumbnailUrl ?? photo.url) : null;
}

/**
 * Issue 26: the sale's items with their prices and, for those that show one of the sale's photos, its
 * thumbnail beside the name; sold ones crossed out, and said to be sold.
 */
export function SaleItemsList({ items, photos, headingId, Heading, headingClass }: Props) {
  const t = useT('sale');
  const priceOf = useItemPrice();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClass}>
        {t('items.heading')}
      </Heading>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
        {items.map((item) => {
          const price = priceOf(item);
          const photoPath = itemPhotoPath(item, photos);
          return (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="flex min-w-0 items-center gap-3">
                {photoPath && (
                  <SaleImage path={photoPath} alt={item.name} lazy className="size-12 shrink-0 rounded-md" />
                )}
                <span
                  className={cn(
                    'min-w-0 break-words text-neutral-900',
                    item.sold && 'text-neutral-600 line-through',
                  )}
                >
                  {item.name}
                </span>
              </span>
              <span className="shrink-0 text-sm">
                {price && (
                  <span className={cn('text-neutral-800', item.sold && 'text-neutral-600 line-through')}>
                    {price}
                  </span>
                )}
                {item.sold && (
                  <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 font-medium text-neutral-800">
                    {t('items.sold')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
