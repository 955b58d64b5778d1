import { LocateFixed, MapPinned, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { currentPosition, LocationError } from '../../../lib/geolocation';
import { useT } from '../../../lib/i18n';
import { SortControl } from './sort-control';
import type { NearMe, ShopperPlace } from './use-near-me';

// The address form (and the geocoder's client) loads only when the shopper asks for it.
const AddressForm = lazy(() => import('./address-form').then((m) => ({ default: m.AddressForm })));

/**
 * "Near me": the browser's position, asked only when the button is pressed, or an address typed in. Once
 * a place is set the cards show distances, the list can be sorted by them, and "Clear location" forgets it.
 */
export function NearMeControls({ nearMe, children }: { nearMe: NearMe; children?: ReactNode }) {
  const formId = useId();
  const t = useT('explore');
  const [formOpen, setFormOpen] = useState(false);
  const [formAsked, setFormAsked] = useState(false);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const found = (place: ShopperPlace) => {
    nearMe.setPlace(place);
    nearMe.setSort('nearest');
    setFormOpen(false);
    setError(null);
    setAnnouncement(t('nearMe.found', { place: place.label }));
  };
  const locate = async () => {
    setLocating(true);
    setError(null);
    try {
      found({ position: await currentPosition(), label: t('nearMe.yourLocation') });
    } catch (failure) {
      // The position's failure in the page's language (lib/geolocation.ts holds its English).
      if (failure instanceof LocationError) setError(t(`location.${failure.failure}`));
      else setError(failure instanceof Error ? failure.message : String(failure));
      setFormAsked(false);
      setFormOpen(true);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="grid gap-2" data-testid="near-me">
      <div className="flex flex-wrap items-center gap-2">
        {nearMe.place ? (
          <>
            <p className="text-sm text-neutral-700">
              {t('nearMe.distancesFrom')}{' '}
              <span className="font-medium text-neutral-900">{nearMe.place.label}</span>
            </p>
            <SortControl
              sort={nearMe.sort}
              onChange={(sort) => {
                nearMe.setSort(sort);
                setAnnouncement(t(sort === 'nearest' ? 'nearMe.sortedNearest' : 'nearMe.sortedSoonest'));
              }}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                nearMe.clear();
                setAnnouncement(t('nearMe.cleared'));
              }}
            >
              <X aria-hidden="true" />
              {t('nearMe.clear')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={locate}
              disabled={locating}
              className="max-sm:[&_svg]:hidden"
            >
              <LocateFixed aria-hidden="true" />
              {t(locating ? 'nearMe.finding' : 'nearMe.button')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="max-sm:[&_svg]:hidden"
              aria-expanded={formOpen}
              aria-controls={formOpen ? formId : undefined}
              onClick={() => {
                setFormAsked(true);
                setFormOpen(!formOpen);
              }}
            >
              <MapPinned aria-hidden="true" />
              {t('nearMe.useAddress')}
            </Button>
          </>
        )}
        {children}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {formOpen && !nearMe.place && (
        <Suspense fallback={<p className="text-sm text-neutral-600">{t('nearMe.loading')}</p>}>
          <AddressForm id={formId} onFound={found} focusAddress={formAsked} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
