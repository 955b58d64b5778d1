import { useState } from 'react';
import { STEP_FIELDS, WIZARD_STEPS } from '../../../shared/schemas/sale-form';
import { type Geocoder, missingLocationToast, stepInvalidToast, useWizardMessages } from './use-geocode';
import type { WizardStep } from './wizard-progress';
import type { WizardForm, WizardValues } from './wizard-values';

/** The step of the wizard that holds each field, to send the user to the first one wrong. */
export function stepOfField(field: string): WizardStep {
  const root = field.split('.')[0] as keyof WizardValues;
  for (const step of [1, 2, 3, 4] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(root)) return step;
  }
  return 5;
}

/**
 * Spec §4 wizard: Next validates the current step's fields and advances (at most to 5), Back retreats (at
 * least to 1). Leaving step 2 needs an address and a city, then coordinates: without a pin it geocodes
 * and stays when that fails. `focusSchedule` moves the focus on a failed step 4, whose wrong times are
 * selects the form does not hold (the form alone would focus the list around them).
 */
export function useWizardSteps(
  form: WizardForm,
  geocoder: Geocoder,
  focusSchedule: () => void,
  initialStep: WizardStep = 1,
) {
  const localize = useWizardMessages();
  const [step, setStep] = useState<WizardStep>(initialStep);
  const [checking, setChecking] = useState(false);

  const leaveLocation = async () => {
    const { address, city } = form.getValues();
    if (!address.trim() || !city) {
      await form.trigger(['address', 'city'], { shouldFocus: true });
      missingLocationToast(localize);
      return false;
    }
    if (!(await form.trigger(['address', 'city', 'neighborhood'], { shouldFocus: true }))) {
      stepInvalidToast(localize);
      return false;
    }
    if (!form.getValues('position') && !(await geocoder.locate())) {
      // Spec §5: the field's own message, under the map and tied to the Locate button.
      await form.trigger('position', { shouldFocus: true });
      return false;
    }
    return form.trigger([...STEP_FIELDS[2]], { shouldFocus: true });
  };

  const next = async () => {
    if (checking || geocoder.locating) return;
    setChecking(true);
    try {
      // shouldFocus: the first wrong field takes the focus, so its message is read out (spec §5).
      const valid =
        step === 2
          ? await leaveLocation()
          : await form.trigger([...STEP_FIELDS[step]], { shouldFocus: step !== 4 });
      if (!valid) {
        if (step === 4) focusSchedule();
        if (step !== 2) stepInvalidToast(localize);
        return;
      }
      setStep((current) => Math.min(WIZARD_STEPS, current + 1) as WizardStep);
    } finally {
      setChecking(false);
    }
  };

  const back = () => setStep((current) => Math.max(1, current - 1) as WizardStep);

  return { step, setStep, next, back, checking };
}
