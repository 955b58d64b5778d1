import { useRef } from 'react';
import type { MySale, SaleEventLink } from '../../../shared/schemas/events-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../lib/i18n';
import { useSaleEventChange } from './use-sale-event';

interface Props {
  pending: { sale: MySale; event: SaleEventLink } | null;
  onClose: () => void;
}

/**
 * "Leave the event", confirmed: the sale stays, out of the event (its number is not kept). The Leave
 * button is gone afterwards, so the focus goes to the sale's card's first control.
 */
export function LeaveEventDialog({ pending, onClose }: Props) {
  const t = useT('events');
  const change = useSaleEventChange();
  const left = useRef<number | null>(null);
  const focusAfterClose = () => {
    const saleId = left.current;
    left.current = null;
    if (saleId === null) return null;
    const card = document.querySelector(`[data-testid="my-sale-card"][data-sale-id="${saleId}"]`);
    return card?.querySelector<HTMLElement>('a[href], button') ?? null;
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('seller.leave.title')}
      description={t('seller.leave.text', {
        title: pending?.sale.title ?? '',
        name: pending?.event.name ?? '',
      })}
      confirmLabel={t('seller.leave.confirm')}
      pendingLabel={t('seller.leave.pending')}
      confirmVariant="destructive"
      pending={change.isPending}
      onConfirm={() => {
        if (!pending) return;
        const { sale, event } = pending;
        change.mutate(
          { action: 'leave', saleId: sale.id, slug: event.slug, name: event.name },
          {
            onSuccess: () => {
              left.current = sale.id;
            },
            onSettled: onClose,
          },
        );
      }}
      focusAfterClose={focusAfterClose}
    />
  );
}
