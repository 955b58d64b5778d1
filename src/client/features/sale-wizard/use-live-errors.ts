import { useEffect } from 'react';
import type { WizardForm, WizardValues } from './wizard-values';

/**
 * A field's message follows its value from the moment it is shown: each change of a field that has a
 * message checks that field again, so 'Select at least one category' goes as the box is ticked.
 *
 * Nothing is checked on blur (the form's mode is 'onSubmit' and the steps are checked by Next). A message
 * that appeared or went on blur moved the layout between a click's mousedown (which blurs the field) and
 * its mouseup, so the click landed on whatever had moved under the pointer (issue 22).
 */
export function useLiveErrors(form: WizardForm) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const field = name.split('.')[0] as keyof WizardValues;
      if (form.getFieldState(field).error) void form.trigger(field);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
