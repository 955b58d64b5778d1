import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CountedMySaleListSchema } from '../../../shared/schemas/sale-stats';
import { apiRequest, getJson } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { categoriesQueryOptions, citiesQueryOptions, salePath } from '../../lib/queries';
import { EVERY_VISIT } from '../../lib/query-client';
import { toast } from '../../lib/use-toast';

export const MY_SALES_PATH = '/api/my-sales';

/** Spec §7: always refetched (stale at once, and asked again whenever the screen mounts). */
export const mySalesQueryOptions = queryOptions({
  queryKey: [MY_SALES_PATH],
  queryFn: ({ signal }) => getJson(MY_SALES_PATH, { schema: CountedMySaleListSchema, signal }),
  ...EVERY_VISIT,
});

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
