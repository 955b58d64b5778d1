import { Calendar, House, MapPin } from 'lucide-react';
import type { Sale } from '../../../shared/schemas/sale';
import { SaleImage } from '../../components/sale-image';
import { Badge } from '../../components/ui/badge';
import { formatDayRange, formatLocation } from '../../lib/format';

/** Spec §9: at most this many category chips on a list card. */
export const CARD_CATEGORY_LIMIT = 10;

interface Props {
  sale: Sale;
  onSelect: (id: number) => void;
  /** The signed-in user's id, for the 'My Sale' badge; null for guests. */
  currentUserId: number | null;
}

/**
 * A 128 px card. The title is the card's button, stretched over the whole card, so the card opens the
 * detail from anywhere while further buttons (a later favourite toggle) can still sit on top of it.
 */
export function SaleCard({ sale, onSelect, currentUserId }: Props) {
  const photo = sale.featuredThumbnail ?? sale.featuredPhoto;
  const houseIcon = <House className="size-10 text-green-700" aria-hidden="true" />;
  return (
    <li
      className="relative flex h-32 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-green-700"
      data-testid="sale-card"
      data-sale-id={sale.id}
    >
      {photo ? (
        <SaleImage
          path={photo}
          alt={`Photo of ${sale.title}`}
          className="size-32 shrink-0"
          fallbackIcon={houseIcon}
          lazy
        />
      ) : (
        <div
          className="grid size-32 shrink-0 place-items-center bg-green-50"
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
          {currentUserId !== null && sale.userId === currentUserId && <Badge variant="solid">My Sale</Badge>}
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
    </li>
  );
}
