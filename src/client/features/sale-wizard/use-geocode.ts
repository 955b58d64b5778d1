import { useCallback, useState } from 'react';
import {
  GEOCODER_UNAVAILABLE_MESSAGE,
  GeocodeAnswerSchema,
  NO_COORDINATES_MESSAGE,
} from '../../../shared/schemas/geocode';
import { MISSING_LOCATION_MESSAGE, STEP_INVALID_MESSAGE } from '../../../shared/schemas/sale-form';
import { toast } from '../../components/ui/use-toast';
import { ApiError, getJson } from '../../lib/api';
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

export function missingLocationToast() {
  toast({ ...toastParts(MISSING_LOCATION_MESSAGE), variant: 'destructive' });
}

export function stepInvalidToast() {
  toast({ ...toastParts(STEP_INVALID_MESSAGE), variant: 'destructive' });
}

export interface Geocoder {
  /** Looks the address up and sets the position; false (after its toast) when it could not. */
  locate: () => Promise<boolean>;
  locating: boolean;
}

/** GET /api/geocode for the address and city in the form (the Locate button, and leaving step 2). */
export function useGeocode(form: WizardForm): Geocoder {
  const [locating, setLocating] = useState(false);

  const locate = useCallback(async () => {
    const { address, city } = form.getValues();
    if (!address.trim() || !city) {
      await form.trigger(['address', 'city']);
      missingLocationToast();
      return false;
    }
    if (!(await form.trigger(['address', 'city']))) {
      stepInvalidToast();
      return false;
    }
    setLocating(true);
    try {
      const query = new URLSearchParams({ address: address.trim(), city });
      const answer = await getJson(`/api/geocode?${query}`, { schema: GeocodeAnswerSchema });
      const now = form.getValues();
      // The user changed the address while we asked: this answer is for the old one.
      if (now.address !== address || now.city !== city) return false;
      form.setValue('position', answer.position, { shouldDirty: true, shouldValidate: true });
      toast({ title: 'Address Located', description: pinLabel(answer.position) });
      return true;
    } catch (error) {
      toast({ title: 'Geocoding Failed', description: geocodeFailureMessage(error), variant: 'destructive' });
      return false;
    } finally {
      setLocating(false);
    }
  }, [form]);

  return { locate, locating };
}
