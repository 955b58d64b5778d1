import { type InputHTMLAttributes, useId, useState } from 'react';
import { GeocodeQuerySchema } from '../../../../shared/schemas/geocode';
import { fieldClasses, Labelled } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { showLocalized, useLocale, useT } from '../../../lib/i18n';
import { lookUpPlace } from '../../../lib/place-lookup';
import type { ShopperPlace } from './use-near-me';

interface Props {
  id: string;
  onFound: (place: ShopperPlace) => void;
  /** Whether the address field takes the focus: when the shopper opened the form, not when a refusal did. */
  focusAddress?: boolean;
}

/** An address and city typed in, found through the site's geocoder (GET /api/places) with its messages. */
export function AddressForm({ id, onFound, focusAddress = false }: Props) {
  const locale = useLocale();
  const t = useT('explore');
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [address, setAddress] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  // Both fields point at the form's one message.
  const invalid = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  const find = async () => {
    const query = GeocodeQuerySchema.safeParse({ address, city });
    if (!query.success) {
      // The geocode catalogue loads with a refusal, not with Explore (its first script stays small).
      showLocalized(locale, query.error.issues[0]?.message ?? t('address.check'), setError);
      return;
    }
    setFinding(true);
    setError(null);
    try {
      const position = await lookUpPlace(query.data);
      onFound({ position, label: `${query.data.address}, ${query.data.city}` });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('address.failed'));
    } finally {
      setFinding(false);
    }
  };

  return (
    <form
      id={id}
      aria-label={t('address.label')}
      className="grid gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <TextInput
        id={`${fieldId}-address`}
        label={t('address.address')}
        value={address}
        autoComplete="street-address"
        // The shopper just asked for this form with its button.
        autoFocus={focusAddress}
        {...invalid}
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextInput
        id={`${fieldId}-city`}
        label={t('address.city')}
        value={city}
        autoComplete="address-level2"
        {...invalid}
        onChange={(event) => setCity(event.target.value)}
      />
      <Button type="submit" disabled={finding}>
        {t(finding ? 'address.finding' : 'address.find')}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

/** A labelled text input of the form. */
function TextInput({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled id={id} label={label} className="min-w-0">
      <input id={id} className={fieldClasses} {...input} />
    </Labelled>
  );
}
