import { useQuery } from '@tanstack/react-query';
import { Crosshair, LoaderCircle, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Controller, useController, useFormContext, useWatch } from 'react-hook-form';
import { ADDRESS_MAX, NO_NEIGHBORHOOD } from '../../../../shared/schemas/sale-form';
import { Button } from '../../../components/ui/button';
import { useConfig } from '../../../lib/config';
import { useLocale, useT } from '../../../lib/i18n';
import { useCityLabel, useNeighborhoodLabel } from '../../../lib/place-names';
import { citiesQueryOptions, neighborhoodsQueryOptions } from '../../../lib/queries';
import { toast } from '../../../lib/use-toast';
import { describedBy, FieldError, fieldClasses, hintClasses, Labelled } from '../form-parts';
import type { Geocoder } from '../use-geocode';
import { pinLabel, type WizardValues } from '../wizard-values';
import type { MapCentre } from './location-map';

// Leaflet is loaded only when this step is shown.
const LocationMap = lazy(() => import('./location-map'));

/** Keeps a stored value that the list no longer offers (an inactive city), so editing does not lose it. */
function withCurrent(options: readonly string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : [...options];
}

/**
 * Step 2: street address with Locate, city, optional neighborhood, and a small map where a click or a
 * drag of the pin sets the position (for addresses no geocoder knows).
 */
export function LocationStep({ geocoder }: { geocoder: Geocoder }) {
  const id = useId();
  const t = useT('wizard');
  const locale = useLocale();
  const config = useConfig();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<WizardValues>();
  // Registered here so that a failed Next moves focus to the Locate button when the pin is missing.
  const { field: positionField } = useController({ control, name: 'position' });
  const city = useWatch({ control, name: 'city' });
  const position = useWatch({ control, name: 'position' });
  const cities = useQuery(citiesQueryOptions);
  const cityLabel = useCityLabel();
  const neighborhoodLabel = useNeighborhoodLabel();
  const neighborhoods = useQuery({ ...neighborhoodsQueryOptions(city), enabled: city !== '' });

  useEffect(() => {
    if (neighborhoods.isError) toast({ title: t('location.neighborhoodsError'), variant: 'destructive' });
  }, [neighborhoods.isError, t]);

  const mapRef = useRef<MapCentre | null>(null);
  // A new address or city moves a geocoded pin away; a pin placed by hand stays (see useGeocode).
  const clearPosition = geocoder.addressChanged;
  const placePin = geocoder.placePin;
  // The keyboard way to place the pin: where the map is looking (its default centre until it loads).
  const placeAtCentre = () => {
    const centre = mapRef.current?.getCenter() ?? config.mapCenter;
    placePin({ lat: centre.lat, lng: centre.lng });
  };
  const positionError = errors.position?.message ?? errors.position?.lat?.message;
  const positionErrorId = positionError ? `${id}-position-error` : undefined;

  return (
    <div className="grid gap-5">
      <Labelled id={`${id}-address`} label={t('location.address')}>
        <div className="flex gap-2">
          <input
            id={`${id}-address`}
            className={fieldClasses}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX}
            placeholder={t('location.addressPlaceholder')}
            {...describedBy(`${id}-address`, errors.address?.message)}
            {...register('address', { onChange: clearPosition })}
          />
          <Button
            ref={positionField.ref}
            variant="outline"
            aria-describedby={positionErrorId}
            onClick={() => void geocoder.locate()}
            // Not disabled while it asks: the focus would fall to the page's start (issue 22).
            aria-disabled={geocoder.locating || undefined}
            aria-busy={geocoder.locating || undefined}
          >
            {geocoder.locating ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <MapPin aria-hidden="true" />
            )}
            {t('location.locate')}
          </Button>
        </div>
        <FieldError id={`${id}-address`} message={errors.address?.message} />
      </Labelled>

      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <Labelled id={`${id}-city`} label={t('location.city')} className="min-w-0">
              <select
                ref={field.ref}
                id={`${id}-city`}
                className={fieldClasses}
                value={field.value}
                onBlur={field.onBlur}
                disabled={cities.isPending}
                {...describedBy(`${id}-city`, fieldState.error?.message)}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('neighborhood', NO_NEIGHBORHOOD);
                  clearPosition();
                }}
              >
                <option value="">{t('location.selectCity')}</option>
                {withCurrent(cities.data ?? [], field.value).map((name) => (
                  <option key={name} value={name}>
                    {cityLabel(name)}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-city`} message={fieldState.error?.message} />
            </Labelled>
          )}
        />

        <Controller
          control={control}
          name="neighborhood"
          render={({ field, fieldState }) => {
            const names = (neighborhoods.data ?? []).map((n) => n.name);
            const current = field.value && field.value !== NO_NEIGHBORHOOD ? field.value : '';
            return (
              <Labelled
                id={`${id}-neighborhood`}
                label={t('location.neighborhood')}
                optional
                className="min-w-0"
              >
                <select
                  ref={field.ref}
                  id={`${id}-neighborhood`}
                  className={fieldClasses}
                  value={current || NO_NEIGHBORHOOD}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value)}
                  disabled={city === ''}
                  {...describedBy(
                    `${id}-neighborhood`,
                    fieldState.error?.message,
                    city === '' ? `${id}-neighborhood-hint` : undefined,
                  )}
                >
                  <option value={NO_NEIGHBORHOOD}>{t('location.none')}</option>
                  {withCurrent(names, current).map((name) => (
                    <option key={name} value={name}>
                      {neighborhoodLabel(
                        neighborhoods.data?.find((neighborhood) => neighborhood.name === name) ?? { name },
                      )}
                    </option>
                  ))}
                </select>
                {city === '' && (
                  <p id={`${id}-neighborhood-hint`} className={hintClasses}>
                    {t('location.cityFirst')}
                  </p>
                )}
                <FieldError id={`${id}-neighborhood`} message={fieldState.error?.message} />
              </Labelled>
            );
          }}
        />
      </div>

      <div>
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-map-hint`} className="text-sm text-neutral-700">
            {t('location.mapHint')}
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-describedby={[`${id}-map-hint`, positionErrorId].filter(Boolean).join(' ')}
            onClick={placeAtCentre}
          >
            <Crosshair aria-hidden="true" />
            {t('location.placeAtCentre')}
          </Button>
        </div>
        <div
          className="relative isolate h-64 overflow-hidden rounded-md border border-neutral-300 bg-neutral-200"
          data-testid="location-map"
        >
          <Suspense fallback={<p className="p-3 text-sm text-neutral-700">{t('location.loadingMap')}</p>}>
            <LocationMap position={position} onPick={placePin} mapRef={mapRef} />
          </Suspense>
        </div>
        <input type="hidden" name="lat" value={position?.lat ?? ''} />
        <input type="hidden" name="lng" value={position?.lng ?? ''} />
        <p className="mt-1 text-sm text-neutral-800" data-testid="pin-position" aria-live="polite">
          {pinLabel(position, t, locale)}
        </p>
        <FieldError id={`${id}-position`} message={positionError} />
      </div>
    </div>
  );
}
