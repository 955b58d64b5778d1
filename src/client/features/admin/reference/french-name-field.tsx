import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-fields';

type FrenchNameFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'lang' | 'autoComplete' | 'hint'
>;

/** A reference row's optional French name (issue 24), in each of the three dialogs: one label, one hint. */
export function FrenchNameField(props: FrenchNameFieldProps) {
  return (
    <TextField
      label="French name"
      lang="fr"
      autoComplete="off"
      hint="Optional. French pages show it instead of the name."
      {...props}
    />
  );
}
