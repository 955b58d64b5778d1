import { useCallback, useRef, useState } from 'react';
import type { Position } from '../../../shared/schemas/common';
import {
  GEOCODER_UNAVAILABLE_MESSAGE,
  GeocodeAnswerSchema,
  NO_COORDINATES_MESSAGE,
} from '../../../shared/schemas/geocode';
import { MISSING_LOCATION_MESSAGE, STEP_INVALID_MESSAGE } from '../../../shared/schemas/sale-form';
import { ApiError, getJson } from '../../lib/api';
import { useLocale, useLocalizeMessage, useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { WIZARD_MESSAGES } from './form-parts';
import { pinLabel, toastParts, type WizardForm } from './wizard-values';

/**
 * Spec §8 'Geocoding Failed': the server's own `{message}` when it sent one (a proxy's HTML page is not
 * one), else 'No coordinates found' for a 404 and the generic text for anything else.
 */
export function geocodeFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
        return body.message;
    } catch {
      // Not the API's JSON error: fall through to the status.
    }
    if (error.status === 404) return NO_COORDINATES_MESSAGE;
  }
  return GEOCODER_UNAVAILABLE_MESSAGE;
}

/** Shows a shared schema's message in the page's language (useWizardMessages). */
type Localize = (text: string) => string;

/** The wizard's schema messages in the page's language; the wizard suspends once, when it opens, for them. */
export function useWizardMessages(): Localize {
  return useLocalizeMessage(...WIZARD_MESSAGES);
}

export function missingLocationToast(localize: Localize) {
  toast({ ...toastParts(localize(MISSING_LOCATION_MESSAGE)), variant: 'destructive' });
}

export function stepInvalidToast(localize: Localize) {
  toast({ ...toastParts(localize(STEP_INVALID_MESSAGE)), variant: 'destructive' });
}

/**
 * Where the pin came from. A geocoded pin belongs to the address and goes when the address or city
 * changes; a pin placed by hand (on the map, or the stored position of a sale being edited) stays.
 */
export type PinSource = 'geocode' | 'manual';

export interface Geocoder {
  /** Looks the address up and sets the position; false (after its toast) when it could not. */
  locate: () => Promise<boolean>;
  locating: boolean;
  /** Sets the pin by hand (a map click or drag, or 'Place pin at map centre'). */
  placePin: (position: Position) => void;
  /** The address or city changed: a geocoded pin no longer matches it, a hand-placed one stays. */
  addressChanged: () => void;
}

/** GET /api/geocode for the address and city in the form (the Locate button, and leaving step 2). */
export function useGeocode(form: WizardForm): Geocoder {
  const localize = useWizardMessages();
  const t = useT('wizard');
  const locale = useLocale();
  const [locating, setLocating] = useState(false);
  // The Locate button stays focusable while it asks (aria-disabled), so a second press must be ignored here.
  const asking = useRef(false);
  // A ref, not state: it outlives the location step (which unmounts) and never drives a render itself.
  const pinSource = useRef<PinSource | null>(form.getValues('position') ? 'manual' : null);

  const locate = useCallback(async () => {
    if (asking.current) return false;
    const { address, city } = form.getValues();
    if (!address.trim() || !city) {
      await form.trigger(['address', 'city']);
      missingLocationToast(localize);
      return false;
    }
    if (!(await form.trigger(['address', 'city']))) {
      stepInvalidToast(localize);
      return false;
    }
    asking.current = true;
    setLocating(true);
    try {
      const query = new URLSearchParams({ address: address.trim(), city });
      const answer = await getJson(`/api/geocode?${query}`, { schema: GeocodeAnswerSchema });
      const now = form.getValues();
      // The user changed the address while we asked: this answer is for the old one.
      if (now.address !== address || now.city !== city) return false;
      pinSource.current = 'geocode';
      form.setValue('position', answer.position, { shouldDirty: true, shouldValidate: true });
      toast({ title: t('geocode.located'), description: pinLabel(answer.position, t, locale) });
      return true;
    } catch (error) {
      toast({
        title: t('geocode.failed'),
        description: localize(geocodeFailureMessage(error)),
        variant: 'destructive',
      });
      return false;
    } finally {
      asking.current = false;
      setLocating(false);
    }
  }, [form, localize, t, locale]);

  const placePin = useCallback(
    (position: Position) => {
      pinSource.current = 'manual';
      form.setValue('position', position, { shouldDirty: true });
      form.clearErrors('position');
    },
    [form],
  );

  const addressChanged = useCallback(() => {
    if (pinSource.current !== 'geocode') return;
    pinSource.current = null;
    form.setValue('position', undefined);
  }, [form]);

  return { locate, locating, placePin, addressChanged };
}
