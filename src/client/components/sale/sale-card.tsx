import { Calendar, House, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDistanceKm } from '../../../shared/i18n/format-number';
import { INTL_LOCALE } from '../../../shared/i18n/locales';
import { CARD } from '../../../shared/sale-card-classes';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { formatDayRange, formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { SaleImage } from '../sale-image';
import { Badge } from '../ui/badge';
import { CategoryChips } from './category-chips';
import { EventNumber } from './event-number';
import { FavoriteButton } from './favorite-button';
import { SaleBadges } from './sale-badges';

interface Props {
  /** What the list answers for a sale (the whole sale, on Favorites, is one too). */
  sale: SaleSummary;
  onSelect: (id: number) => void;
  /** The signed-in user's id, for the 'My Sale' badge (the list is the same for everyone); null for guests. */
  currentUserId: number | null;
  /** A sale that is over (completed or past its last day): marked 'Ended' and its photo dimmed. */
  ended?: boolean;
  /**
   * In a virtualised list: the card's place in the whole list, for screen readers. The card is then a
   * listitem of the list's rows (which are not list items themselves) rather than an <li>.
   */
  placement?: { index: number; total: number };
  /** A button over the photo's bottom-right corner, above the stretched title (Favorites: the plan toggle). */
  action?: ReactNode;
  /** How far the sale is from the shopper's chosen place (Explore's "Near me"), in kilometres. */
  distanceKm?: number;
  /** Explore's cards: New, Ends today, Last day over the photo (issue 26). */
  badges?: boolean;
}

/**
 * A card of at least 128 px (spec §2) with the square photo on its left. The title is the card's button,
 * stretched over the whole card, so the card opens the detail from anywhere while the favourite heart sits
 * on top of it, in the photo's corner. A long title takes a second line and ends in an ellipsis (the card
 * grows by that line); the chips that fit are shown, and "+N" names the rest. The server draws the same
 * card into Explore's first screen (server/web/explore-shell.ts): change both together.
 */
export function SaleCard({
  sale,
  onSelect,
  currentUserId,
  ended = false,
  placement,
  action,
  distanceKm,
  badges = false,
}: Props) {
  const t = useT('sale');
  const locale = useLocale();
  const mine = currentUserId !== null && sale.userId === currentUserId;
  const photo = sale.featuredThumbnail;
  const Item = placement ? 'div' : 'li';
  const houseIcon = <House className="size-10 text-green-700" aria-hidden="true" />;
  return (
    <Item
      role={placement ? 'listitem' : undefined}
      className={cn(
        CARD.item,
        'transition-shadow hover:shadow-md has-[h2_button:focus-visible]:outline-2 has-[h2_button:focus-visible]:outline-offset-2 has-[h2_button:focus-visible]:outline-green-700',
      )}
      data-testid="sale-card"
      data-sale-id={sale.id}
      aria-posinset={placement ? placement.index + 1 : undefined}
      aria-setsize={placement?.total}
    >
      {photo ? (
        <SaleImage
          path={photo}
          alt={t('card.photoOf', { title: sale.title })}
          // As tall as the card (128 px, more with a two-line title); the image adds no height of its own.
          className={cn(CARD.photo, ended && 'opacity-60 grayscale')}
          imgClassName={CARD.photoImage}
          fallbackIcon={houseIcon}
          lazy
        />
      ) : (
        <div className={cn(CARD.noPhoto, ended && 'opacity-60 grayscale')} data-testid="sale-card-no-photo">
          {houseIcon}
        </div>
      )}
      <div className={CARD.text}>
        <div className={CARD.titleRow}>
          <EventNumber event={sale.event} className="mt-px shrink-0" />
          <h2 className={CARD.title}>
            <button
              type="button"
              onClick={() => onSelect(sale.id)}
              className="block w-full text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              <span className={CARD.titleText}>{sale.title}</span>
            </button>
          </h2>
          {mine && (
            <Badge variant="solid" className="mt-0.5 shrink-0">
              {t('card.mine')}
            </Badge>
          )}
          {distanceKm !== undefined && (
            <span
              className="shrink-0 text-sm leading-6 font-medium text-neutral-800"
              data-testid="sale-distance"
            >
              {formatDistanceKm(distanceKm, locale)}
              <span className="sr-only"> {t('card.away')}</span>
            </span>
          )}
        </div>
        <p className={CARD.line}>
          <Calendar className={cn(CARD.lineIcon, 'text-neutral-500')} aria-hidden="true" />
          <span className="truncate">
            {formatDayRange(sale.startDate, sale.endDate, locale === 'en' ? undefined : INTL_LOCALE[locale])}
          </span>
        </p>
        <p className={CARD.line}>
          <MapPin className={cn(CARD.lineIcon, 'text-neutral-500')} aria-hidden="true" />
          <span className="truncate">{sale.address}</span>
        </p>
        <p className={CARD.place}>{formatLocation(sale)}</p>
        {sale.itemNames && sale.itemNames.length > 0 && (
          <p className={cn(CARD.place, 'truncate')}>
            {t('card.items', { names: sale.itemNames.join(', ') })}
          </p>
        )}
        {sale.categories.length > 0 && (
          <CategoryChips key={sale.categories.map((c) => c.id).join()} categories={sale.categories} />
        )}
      </div>
      {badges && !ended && <SaleBadges sale={sale} />}
      {ended && (
        // Over the (dimmed) photo's bottom-left corner, so the title keeps the room it has.
        <Badge variant="outline" className="pointer-events-none absolute top-[100px] left-1.5">
          {t('card.ended')}
        </Badge>
      )}
      {/* Over the photo's corners, so the text keeps the whole width of a phone's card. */}
      <FavoriteButton sale={sale} className="absolute top-1.5 left-1.5 z-10" />
      {action && <div className={CARD.photoAction}>{action}</div>}
    </Item>
  );
}
