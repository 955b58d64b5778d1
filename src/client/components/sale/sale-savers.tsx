import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { saleSaversQueryOptions } from '../../lib/queries';

/**
 * "12 people saved this sale" (issue 26), once enough people did: the server names no number below its
 * threshold, and this line is then absent (as while the number loads or could not be read).
 */
export function SaleSavers({ saleId }: { saleId: number }) {
  const t = useT('sale');
  const noun = useProductNoun();
  const { data } = useQuery(saleSaversQueryOptions(saleId));
  if (!data || data.savers === null) return null;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm text-neutral-700" data-testid="sale-savers">
      <Heart className="size-4 shrink-0 fill-red-600 text-red-600" aria-hidden="true" />
      {t('details.savers', { count: data.savers, productSingular: noun.singular })}
    </p>
  );
}
