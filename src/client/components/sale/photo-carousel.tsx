import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { SaleImage } from '../sale-image';

export interface CarouselPhoto {
  id: number | string;
  url: string;
}

const arrowClasses =
  'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-800 shadow-md hover:bg-white';

/** Spec §2 modal carousel: loops, previous/next buttons and an 'n / total' counter when there are several. */
export function PhotoCarousel({ photos, title }: { photos: CarouselPhoto[]; title: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const t = useT('sale');

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  if (photos.length === 0) {
    return (
      <div className="grid aspect-video w-full place-items-center bg-neutral-100 text-neutral-600">
        <div className="flex flex-col items-center gap-2">
          <ImageOff className="size-8" aria-hidden="true" />
          <p className="text-sm">{t('photos.none')}</p>
        </div>
      </div>
    );
  }

  const several = photos.length > 1;
  return (
    <section
      className="relative bg-neutral-900"
      aria-roledescription={t('photos.carousel')}
      aria-label={t('photos.label', { title })}
      onKeyDown={onKeyDown}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {photos.map((photo, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern names each slide as a group
            <div
              key={photo.id}
              className="min-w-0 shrink-0 grow-0 basis-full"
              role="group"
              aria-roledescription={t('photos.slideRole')}
              aria-label={t('photos.slide', { number: index + 1, total: photos.length })}
            >
              <SaleImage
                path={photo.url}
                alt={t('photos.alt', { number: index + 1, title })}
                className="aspect-video w-full bg-neutral-900"
                imgClassName="object-contain"
              />
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <button
            type="button"
            className={`${arrowClasses} left-3`}
            onClick={previous}
            aria-label={t('photos.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${arrowClasses} right-3`}
            onClick={next}
            aria-label={t('photos.next')}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <p
            className="absolute right-3 bottom-3 rounded-full bg-neutral-950/75 px-2.5 py-0.5 text-xs font-medium text-white"
            aria-live="polite"
            data-testid="carousel-counter"
          >
            {selected + 1} / {photos.length}
          </p>
        </>
      )}
    </section>
  );
}
