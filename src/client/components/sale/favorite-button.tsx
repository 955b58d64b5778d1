import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation } from 'wouter';
import type { Sale } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { useFavoriteIds, useToggleFavorite } from '../../lib/favorites';
import { useT } from '../../lib/i18n';
import { currentPath, loginPathFor } from '../../lib/next-path';
import { isUnauthorized, meQueryOptions, useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/use-toast';

interface Props {
  /** The sale: a card's summary, or the whole sale (which can then join the Favorites list at once). */
  sale: Pick<Sale, 'id'> & Partial<Sale>;
  /** 'icon': a round heart over a card; 'button': an outlined button with a label, beside Share. */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * The heart that saves a sale to the user's favourites. A guest is sent to log in and comes back to the
 * same screen (with the sale still open, when it was). One name for both states, the state itself in
 * aria-pressed: a screen reader hears "Favorite, toggle button, pressed", and a name that changed with the
 * state would announce the opposite of the action. A card's heart adds the sale's title: a list of cards
 * would otherwise be a list of hearts all called "Favorite".
 */
export function FavoriteButton({ sale, variant = 'icon', className }: Props) {
  const user = useCurrentUser();
  const t = useT('sale');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const toggle = useToggleFavorite();
  const ids = useFavoriteIds();
  // Until the ids have come, a whole sale's own mark (the detail and Favorites answers carry one).
  const saved = user !== null && (ids ? ids.has(sale.id) : sale.isFavorite === true);
  // A hint for pointer users only (title); the name stays 'Favorite'.
  const hint = t(saved ? 'favorite.remove' : 'favorite.save');

  const sendToLogin = () => {
    toast({ title: t('favorite.logIn') });
    navigate(loginPathFor(currentPath()));
  };

  const onClick = () => {
    if (!user) return sendToLogin();
    toggle.mutate(
      { sale, favorite: !saved },
      {
        onError: (error) => {
          // The session ended meanwhile: the user is a guest again.
          if (!isUnauthorized(error)) return;
          queryClient.setQueryData(meQueryOptions.queryKey, null);
          sendToLogin();
        },
      },
    );
  };

  const heart = (
    <Heart
      className={cn('size-5', saved ? 'fill-red-600 text-red-600' : 'text-neutral-700')}
      aria-hidden="true"
    />
  );

  if (variant === 'button') {
    // The visible text is the name (label in name), so speech input users can say what they see.
    return (
      <button
        type="button"
        aria-pressed={saved}
        title={hint}
        onClick={onClick}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium sm:h-10',
          saved
            ? 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100'
            : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
          className,
        )}
      >
        {heart}
        {t('favorite')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={sale.title ? t('favorite.named', { title: sale.title }) : t('favorite')}
      title={hint}
      onClick={onClick}
      className={cn(
        // 44 px on a phone, a thumb's target (issue 22), on a 128 px card; 40 px from 640 px.
        'grid size-11 place-items-center sm:size-10 rounded-full bg-white/95 shadow-sm ring-1 ring-neutral-200 hover:bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
        className,
      )}
    >
      {heart}
    </button>
  );
}
