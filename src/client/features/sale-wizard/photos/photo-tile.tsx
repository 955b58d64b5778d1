import { ImageIcon, Star, Trash2, Undo2 } from 'lucide-react';
import type { Translate } from '../../../../shared/i18n/translator';
import { SaleImage } from '../../../components/sale-image';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { PhotoTile as Tile } from './photo-manager-types';

const tileButton = cn(
  // 44 px on a phone, a finger's tap target (issue 22).
  'grid size-11 place-items-center sm:size-10 rounded-full border bg-white/95 shadow-sm transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
  'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-5',
);

interface Props {
  tile: Tile;
  /** 1-based position, for the names screen readers hear. */
  position: number;
  disabled: boolean;
  onMakeFeatured: () => void;
  onRemove: () => void;
  /** Undo of a removal mark. */
  onKeep: () => void;
}

function tileLabel(t: Translate<'wizard'>, { kind, featured, removing, name }: Tile, position: number) {
  const parts = [
    t('tile.photo', { position }),
    kind === 'new' ? t('tile.new') : null,
    removing ? t('tile.removing') : null,
    featured ? t('tile.featured') : null,
  ];
  const label = parts.filter(Boolean).join(', ');
  return name ? t('tile.named', { label, name }) : label;
}

/**
 * One photo: the preview, its New, Featured or 'Will be removed' badge, the featured star and the remove
 * button (Undo for a saved photo marked for removal).
 */
export function PhotoTile({ tile, position, disabled, onMakeFeatured, onRemove, onKeep }: Props) {
  const t = useT('wizard');
  const label = tileLabel(t, tile, position);
  const photo = t('tile.photo', { position });
  const alt = tile.name ? t('tile.named', { label: photo, name: tile.name }) : photo;
  return (
    <li
      data-testid="photo-tile"
      data-kind={tile.kind}
      data-featured={tile.featured}
      data-leaving={tile.leaving}
      data-removing={tile.removing}
      aria-label={label}
      className={cn(
        'relative aspect-square overflow-hidden rounded-lg border-2 bg-neutral-100',
        'transition duration-300 ease-out motion-reduce:transition-none',
        tile.featured
          ? 'border-amber-500'
          : tile.removing
            ? 'border-dashed border-red-400'
            : 'border-neutral-200',
        tile.leaving && 'pointer-events-none scale-90 opacity-0',
      )}
    >
      {tile.kind === 'saved' && tile.src ? (
        <SaleImage
          path={tile.src}
          alt={alt}
          className={cn('size-full', tile.removing && 'opacity-40 grayscale')}
        />
      ) : tile.src ? (
        <img src={tile.src} alt={alt} className="size-full object-cover" />
      ) : (
        <div role="img" aria-label={alt} className="grid size-full place-items-center p-2 text-neutral-600">
          <ImageIcon className="size-10" aria-hidden="true" />
          <span className="w-full truncate text-center text-xs">{tile.name}</span>
        </div>
      )}
      <div className="absolute top-2 left-2 flex flex-wrap gap-1">
        {tile.kind === 'new' && <Badge variant="solid">{t('tile.badgeNew')}</Badge>}
        {tile.removing && (
          <span className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800">
            {t('tile.badgeRemoving')}
          </span>
        )}
        {tile.featured && (
          <span className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Star className="size-3" aria-hidden="true" fill="currentColor" />
            {t('tile.badgeFeatured')}
          </span>
        )}
      </div>
      <div className="absolute right-2 bottom-2 flex gap-2">
        <button
          type="button"
          aria-label={t('tile.makeFeatured', { position })}
          aria-pressed={tile.featured}
          title={t(tile.featured ? 'tile.featuredTitle' : 'tile.makeFeaturedTitle')}
          disabled={disabled || tile.leaving || tile.removing}
          onClick={onMakeFeatured}
          className={cn(
            tileButton,
            tile.featured
              ? 'border-amber-400 text-amber-600'
              : 'border-neutral-300 text-neutral-700 hover:text-amber-600',
          )}
        >
          <Star aria-hidden="true" fill={tile.featured ? 'currentColor' : 'none'} />
        </button>
        {tile.removing ? (
          <button
            type="button"
            aria-label={t('tile.keep', { position })}
            title={t('tile.keepTitle')}
            disabled={disabled}
            onClick={onKeep}
            className={cn(tileButton, 'border-neutral-300 text-neutral-800 hover:bg-neutral-100')}
          >
            <Undo2 aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            aria-label={t('tile.remove', { position })}
            title={t('tile.removeTitle')}
            disabled={disabled || tile.leaving}
            onClick={onRemove}
            className={cn(tileButton, 'border-neutral-300 text-red-700 hover:bg-red-50')}
          >
            <Trash2 aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  );
}
