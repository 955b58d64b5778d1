import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { categoriesQueryOptions, citiesQueryOptions, salePath } from '../../lib/queries';
import { MY_SALES_PATH, mySalesQueryOptions } from '../../lib/seller-events';
import { toast } from '../../lib/use-toast';

export { MY_SALES_PATH, mySalesQueryOptions };

export function useMySales(enabled: boolean) {
  return useQuery({ ...mySalesQueryOptions, enabled });
}

/** Spec §7 last paragraph: every list or detail that shows the sale is read again. */
export function refreshSaleQueries(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [MY_SALES_PATH] }),
    queryClient.invalidateQueries({ queryKey: ['/api/garage-sales'], exact: false, refetchType: 'active' }),
    queryClient.invalidateQueries({ queryKey: [salePath(id)] }),
    queryClient.invalidateQueries({ queryKey: ['/api/favorites'] }),
    // The filters offer the cities and categories that sales use (spec §7 last paragraph).
    queryClient.invalidateQueries({ queryKey: citiesQueryOptions.queryKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  ]);
}

export function useDeleteSale() {
  const t = useT('my-sales');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', salePath(id)),
    onSuccess: (_answer, id) => {
      toast({ title: t('toast.deleted.title'), description: t('toast.deleted.text') });
      // The sale is gone: its own page and photos would only answer 404 now.
      queryClient.removeQueries({ queryKey: [salePath(id)] });
      queryClient.removeQueries({ queryKey: [`${salePath(id)}/photos`] });
      return refreshSaleQueries(queryClient, id);
    },
    onError: () => {
      toast({
        title: t('toast.error'),
        description: t('toast.deleteFailed'),
        variant: 'destructive',
      });
    },
  });
}

export function useCompleteSale() {
  const t = useT('my-sales');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `${salePath(id)}/complete`),
    onSuccess: (_answer, id) => {
      toast({ title: t('toast.completed.title'), description: t('toast.completed.text') });
      return refreshSaleQueries(queryClient, id);
    },
    onError: () => {
      toast({
        title: t('toast.error'),
        description: t('toast.completeFailed'),
        variant: 'destructive',
      });
    },
  });
}
