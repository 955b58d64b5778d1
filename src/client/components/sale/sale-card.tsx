import { Calendar, House, MapPin } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { formatKm } from '../../../shared/distance';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { formatDayRange, formatLocation } from '../../lib/format';
import { SaleImage } from '../sale-image';
import { Badge } from '../ui/badge';
import { FavoriteButton } from './favorite-button';

/** Spec §9: at most this many category chips on a list card. */
export const CARD_CATEGORY_LIMIT = 10;

interface Props {
  /** What the list answers for a sale (the whole sale, on Favorites, is one too). */
  sale: SaleSummary;
  onSelect: (id: number) => void;
  /** The signed-in user's id, for the 'My Sale' badge (the list is the same for everyone); null for guests. */
  currentUserId: number | null;
  /** A sale that is over (completed or past its last day): marked 'Ended' and its photo dimmed. */
  ended?: boolean;
  /** Where a virtualised list places the card, and its place in the whole list for screen readers. */
  placement?: { style: CSSProperties; index: number; total: number };
  /** A button over the card's bottom-right corner, above the stretched title (Favorites: the plan toggle). */
  action?: ReactNode;
  /** How far the sale is from the shopper's chosen place (Explore's "Near me"), in kilometres. */
  distanceKm?: number;
}

/**
 * A 128 px card. The title is the card's button, stretched over the whole card, so the card opens the
 * detail from anywhere while the favourite heart sits on top of it, in the photo's corner.
 */
export function SaleCard({
  sale,
  onSelect,
  currentUserId,
  ended = false,
  placement,
  action,
  distanceKm,
}: Props) {
  const mine = currentUserId !== null && sale.userId === currentUserId;
  const photo = sale.featuredThumbnail;
  const houseIcon = <House className="size-10 text-green-700" aria-hidden="true" />;
  return (
    <li
      className="relative flex h-32 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[h2_button:focus-visible]:outline-2 has-[h2_button:focus-visible]:outline-offset-2 has-[h2_button:focus-visible]:outline-green-700"
      data-testid="sale-card"
      data-sale-id={sale.id}
      style={placement?.style}
      aria-posinset={placement ? placement.index + 1 : undefined}
      aria-setsize={placement?.total}
    >
      {photo ? (
        <SaleImage
          path={photo}
          alt={`Photo of ${sale.title}`}
          className={cn('size-32 shrink-0', ended && 'opacity-60 grayscale')}
          fallbackIcon={houseIcon}
          lazy
        />
      ) : (
        <div
          className={cn(
            'grid size-32 shrink-0 place-items-center bg-green-50',
            ended && 'opacity-60 grayscale',
          )}
          data-testid="sale-card-no-photo"
        >
          {houseIcon}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 px-3 py-2">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="min-w-0 truncate text-base leading-6 font-semibold text-neutral-900">
            <button
              type="button"
              onClick={() => onSelect(sale.id)}
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              {sale.title}
            </button>
          </h2>
          {mine && <Badge variant="solid">My Sale</Badge>}
          {distanceKm !== undefined && (
            <span
              className="ml-auto shrink-0 text-sm font-medium text-neutral-800"
              data-testid="sale-distance"
            >
              {formatKm(distanceKm)}
              <span className="sr-only"> away</span>
            </span>
          )}
        </div>
        <p className="flex items-center gap-1.5 text-sm text-neutral-700">
          <Calendar className="size-3.5 shrink-0 text-neutral-500" aria-hidden="true" />
          <span className="truncate">{formatDayRange(sale.startDate, sale.endDate)}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-neutral-700">
          <MapPin className="size-3.5 shrink-0 text-neutral-500" aria-hidden="true" />
          <span className="truncate">{sale.address}</span>
        </p>
        <p className="truncate pl-5 text-xs text-neutral-600">{formatLocation(sale)}</p>
        {sale.categories.length > 0 && (
          <ul className="mt-auto flex h-5 flex-wrap gap-1 overflow-hidden" aria-label="Categories">
            {sale.categories.slice(0, CARD_CATEGORY_LIMIT).map((category) => (
              <li key={category.id}>
                <Badge className="py-0 leading-[18px]">{category.name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {ended && (
        // Over the (dimmed) photo, so the title keeps the room it has.
        <Badge variant="outline" className="pointer-events-none absolute bottom-1.5 left-1.5">
          Ended
        </Badge>
      )}
      {/* Over the photo's corner, so the text keeps the whole width of a phone's narrow card. */}
      <FavoriteButton sale={sale} className="absolute top-1.5 left-1.5 z-10" />
      {action && <div className="absolute right-1.5 bottom-1.5 z-10">{action}</div>}
    </li>
  );
}
