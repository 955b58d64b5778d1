import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Sale, SaleListSchema } from '../../../shared/schemas/sale';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, getJson } from '../../lib/api';
import { salePath } from '../../lib/queries';

export const FAVORITES_PATH = '/api/favorites';

export const favoritesQueryOptions = queryOptions({
  queryKey: [FAVORITES_PATH],
  queryFn: ({ signal }) => getJson(FAVORITES_PATH, { schema: SaleListSchema, signal }),
  // Saved from other screens (and other tabs): read again whenever the screen opens.
  staleTime: 0,
  refetchOnMount: 'always',
});

interface Toggle {
  sale: Sale;
  favorite: boolean;
}

type Snapshot = [readonly unknown[], unknown][];

const mark = (sale: Sale, id: number, favorite: boolean): Sale =>
  sale.id === id ? { ...sale, isFavorite: favorite } : sale;

/** Every cached copy of the sale shows the new heart at once; what was there is kept to undo it. */
async function applyOptimistically(queryClient: QueryClient, { sale, favorite }: Toggle): Promise<Snapshot> {
  // The lists (['/api/garage-sales', filters]), the sale's own answer, and the favourites list.
  const keys = [['/api/garage-sales'], [salePath(sale.id)], [FAVORITES_PATH]];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const snapshot: Snapshot = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  queryClient.setQueriesData<Sale[]>({ queryKey: ['/api/garage-sales'] }, (list) =>
    list?.map((item) => mark(item, sale.id, favorite)),
  );
  queryClient.setQueryData<Sale>([salePath(sale.id)], (cached) => cached && mark(cached, sale.id, favorite));
  queryClient.setQueryData<Sale[]>([FAVORITES_PATH], (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== sale.id);
    return favorite ? [{ ...sale, isFavorite: true }, ...others] : others;
  });
  return snapshot;
}

/**
 * Saves or forgets a favourite (POST / DELETE /api/favorites/{id}). The heart changes at once and goes
 * back if the call fails.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, favorite }: Toggle) =>
      apiRequest(favorite ? 'POST' : 'DELETE', `${FAVORITES_PATH}/${sale.id}`),
    onMutate: (toggle) => applyOptimistically(queryClient, toggle),
    onError: (_error, { favorite }, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      toast({
        title: favorite ? 'Could not save favorite' : 'Could not remove favorite',
        description: 'Please check your connection and try again.',
        variant: 'destructive',
      });
    },
    onSettled: (_answer, _error, { sale }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/garage-sales'] }),
        queryClient.invalidateQueries({ queryKey: [FAVORITES_PATH] }),
        queryClient.invalidateQueries({ queryKey: [salePath(sale.id)] }),
      ]),
  });
}
