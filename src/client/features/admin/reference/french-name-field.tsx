import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-fields';
import { useT } from '../../../lib/i18n';

type FrenchNameFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'lang' | 'autoComplete' | 'hint'
>;

/** A reference row's optional French name (issue 24), in each of the three dialogs: one label, one hint. */
export function FrenchNameField(props: FrenchNameFieldProps) {
  const t = useT('admin');
  return (
    <TextField
      label={t('field.nameFr')}
      lang="fr"
      autoComplete="off"
      hint={t('field.nameFr.hint')}
      {...props}
    />
  );
}
