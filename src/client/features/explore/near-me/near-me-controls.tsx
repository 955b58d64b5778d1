import { LocateFixed, MapPinned, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { currentPosition } from '../../../lib/geolocation';
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
    setAnnouncement(`Distances from ${place.label}. Sorted by distance`);
  };
  const locate = async () => {
    setLocating(true);
    setError(null);
    try {
      found({ position: await currentPosition(), label: 'your location' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
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
              Distances from <span className="font-medium text-neutral-900">{nearMe.place.label}</span>
            </p>
            <SortControl
              sort={nearMe.sort}
              onChange={(sort) => {
                nearMe.setSort(sort);
                setAnnouncement(sort === 'nearest' ? 'Sorted by distance' : 'Sorted by date, soonest first');
              }}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                nearMe.clear();
                setAnnouncement('Location cleared. Sorted by date, soonest first');
              }}
            >
              <X aria-hidden="true" />
              Clear location
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
              {locating ? 'Finding you…' : 'Near me'}
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
              Use an address
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
        <Suspense fallback={<p className="text-sm text-neutral-600">Loading…</p>}>
          <AddressForm id={formId} onFound={found} focusAddress={formAsked} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
