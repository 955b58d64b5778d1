import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useLocalizeMessage } from '../../lib/i18n';
import type { WizardValues } from './wizard-values';

export { fieldClasses, hintClasses, Labelled, labelClasses } from '../../components/form-fields';

/** The id of a field's error message, and the props that tie a control to it and to its hint. */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** The catalogues of the wizard's schema messages (shared/schemas/sale-form.ts and geocode.ts). */
export const WIZARD_MESSAGES = ['sale-form', 'geocode'] as const;

/** A field's message from the schema, in the page's language, read by screen readers through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const localize = useLocalizeMessage(...WIZARD_MESSAGES);
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {localize(message)}
    </p>
  );
}

/**
 * A wizard value edited as a group of controls (the day picker, the list of days): its current value, and
 * the ref of the group, which takes the focus when Next finds the value missing or wrong.
 */
export function useGroupValue<N extends 'dateRange' | 'schedule'>(name: N) {
  const { control } = useFormContext<WizardValues>();
  const { field } = useController({ control, name });
  return { ref: field.ref, value: useWatch({ control, name }) };
}
