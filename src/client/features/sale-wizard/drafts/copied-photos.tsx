import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import { SaleImage } from '../../../components/sale-image';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { salePhotosQueryOptions } from '../../../lib/queries';

interface Props {
  copyPhotos: CopyPhotos;
  onChange: (next: CopyPhotos) => void;
  disabled: boolean;
}

/**
 * Post again (issue 26): the earlier sale's photos that the new sale will get copies of when it is
 * posted, each of which the seller may leave out. Read from the earlier sale, so a photo deleted there
 * since simply is not shown (nor copied).
 */
export function CopiedPhotos({ copyPhotos, onChange, disabled }: Props) {
  const t = useT('drafts');
  const photos = useQuery(salePhotosQueryOptions(copyPhotos.fromSaleId));
  const shown = (photos.data ?? []).filter((photo) => copyPhotos.photoIds.includes(photo.id));
  if (shown.length === 0) return null;
  const leaveOut = (id: number) =>
    onChange({ ...copyPhotos, photoIds: copyPhotos.photoIds.filter((photoId) => photoId !== id) });
  return (
    <section aria-labelledby="copied-photos-heading" className="mb-5" data-testid="copied-photos">
      <h3 id="copied-photos-heading" className="font-medium text-neutral-900">
        {t('copied.heading')}
      </h3>
      <p className="mb-2 text-sm text-neutral-600">{t('copied.hint')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {shown.map((photo, index) => (
          <li key={photo.id} className="relative">
            <SaleImage
              path={photo.thumbnailUrl ?? photo.url}
              alt={t('copied.alt', { number: index + 1 })}
              className="aspect-square w-full rounded-md object-cover"
            />
            <Button
              variant="outline"
              size="icon"
              className="absolute top-1 right-1 bg-white"
              aria-label={t('copied.remove')}
              disabled={disabled}
              onClick={() => leaveOut(photo.id)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
