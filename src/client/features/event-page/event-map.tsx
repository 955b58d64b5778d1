import { lazy, Suspense } from 'react';
import type { EventSale } from '../../../shared/schemas/events';
import { useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { useAfterPaint } from '../../lib/use-after-paint';

const EventLeafletMap = lazy(() => import('./event-leaflet-map'));

/**
 * The event's map: its frame keeps its place from the first paint (no shift when Leaflet comes, after the
 * list has painted, as on Explore), and on paper it is a fixed 7 by 4.5 inches above the list.
 */
export function EventMap({ sales, onSelect }: { sales: EventSale[]; onSelect: (saleId: number) => void }) {
  const t = useT('events');
  const noun = useProductNoun();
  const mapTime = useAfterPaint(true);
  const loading = (
    <p className="grid size-full place-items-center text-sm text-neutral-700" role="status">
      {t('page.map.loading')}
    </p>
  );
  return (
    <section
      aria-label={t('page.map.label', { productPlural: noun.plural })}
      className="relative isolate z-0 h-72 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-200 md:h-[28rem] print:h-[4.5in] print:w-[7in] print:break-inside-avoid print:rounded-none"
      data-testid="event-map"
    >
      {mapTime ? (
        <Suspense fallback={loading}>
          <EventLeafletMap sales={sales} onSelect={onSelect} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
