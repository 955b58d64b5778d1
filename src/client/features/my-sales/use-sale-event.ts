import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { EVENTS_PATH, eventPath } from '../../lib/seller-events';
import { toast } from '../../lib/use-toast';
import { MY_SALES_PATH } from './use-my-sales';

/** The seller's own sale in an event: its address under the event's. */
export function eventSalePath(slug: string, saleId: number): string {
  return `${eventPath(slug)}/sales/${saleId}`;
}

/** The yard sign's PDF (B's call): "#23", the event's name and a QR code to the sale's page. */
export function yardSignPath(slug: string, saleId: number): string {
  return `${eventSalePath(slug, saleId)}/sign.pdf`;
}

type EventChange =
  | { action: 'join'; saleId: number; slug: string; name: string }
  | { action: 'leave'; saleId: number; slug: string; name: string }
  | { action: 'follow'; saleId: number; slug: string; name: string; follows: boolean };

function request(change: EventChange) {
  if (change.action === 'join')
    return apiRequest('POST', `${eventPath(change.slug)}/sales`, { saleId: change.saleId });
  if (change.action === 'leave') return apiRequest('DELETE', eventSalePath(change.slug, change.saleId));
  return apiRequest('PATCH', eventSalePath(change.slug, change.saleId), {
    followsEventDates: change.follows,
  });
}

/**
 * Join, leave, or follow (or not) the event's dates: one call, then My Sales, the sale's lists and the
 * events are read again. A refusal (registration closed, the event full or started) says the server's reason.
 */
export function useSaleEventChange() {
  const t = useT('events');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_answer, change) => {
      const text =
        change.action === 'join'
          ? t('seller.toast.joined', { name: change.name })
          : change.action === 'leave'
            ? t('seller.toast.left', { name: change.name })
            : t(change.follows ? 'seller.toast.followOn' : 'seller.toast.followOff');
      toast({ title: text });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [MY_SALES_PATH] }),
        queryClient.invalidateQueries({ queryKey: [EVENTS_PATH], exact: false }),
        queryClient.invalidateQueries({
          queryKey: ['/api/garage-sales'],
          exact: false,
          refetchType: 'active',
        }),
      ]);
    },
    onError: (error) => {
      toast({
        title: t('seller.toast.failed'),
        description: error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined,
        variant: 'destructive',
      });
    },
  });
}
