import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FavoriteIdsSchema, type Sale, SaleListSchema } from '../../shared/schemas/sale';
import { apiRequest, getJson } from './api';
import { loadT } from './i18n';
import { salePath, saleSaversPath } from './queries';
import { EVERY_VISIT } from './query-client';
import { useCurrentUser } from './session';
import { toast } from './use-toast';

export const FAVORITES_PATH = '/api/favorites';
export const FAVORITE_IDS_PATH = '/api/favorites/ids';

export const favoritesQueryOptions = queryOptions({
  queryKey: [FAVORITES_PATH],
  queryFn: ({ signal }) => getJson(FAVORITES_PATH, { schema: SaleListSchema, signal }),
  // Saved from other screens (and other tabs): read again whenever the screen opens.
  ...EVERY_VISIT,
});

/** The ids of the viewer's saved sales: the hearts on every card read this one small answer. */
export const favoriteIdsQueryOptions = queryOptions({
  queryKey: [FAVORITE_IDS_PATH],
  queryFn: ({ signal }) => getJson(FAVORITE_IDS_PATH, { schema: FavoriteIdsSchema, signal }),
});

const NONE: ReadonlySet<number> = new Set();

/**
 * The saved sales' ids for a signed-in viewer (asked once, then kept up to date by the hearts), none for a
 * guest, undefined while they load.
 */
export function useFavoriteIds(): ReadonlySet<number> | undefined {
  const user = useCurrentUser();
  const ids = useQuery({
    ...favoriteIdsQueryOptions,
    enabled: user !== null,
    select: (answer) => new Set(answer.saleIds),
  });
  return user === null ? NONE : ids.data;
}

interface Toggle {
  /** The sale whose heart was pressed; a whole sale (with its description) can join the Favorites list. */
  sale: Pick<Sale, 'id'> & Partial<Sale>;
  favorite: boolean;
}

type Snapshot = [readonly unknown[], unknown][];

const isWholeSale = (sale: Toggle['sale']): sale is Sale => sale.schedule !== undefined;

/** Every cached copy shows the new heart at once; what was there is kept to undo it. */
async function applyOptimistically(queryClient: QueryClient, { sale, favorite }: Toggle): Promise<Snapshot> {
  const keys = [[FAVORITE_IDS_PATH], [salePath(sale.id)], [FAVORITES_PATH]];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const snapshot: Snapshot = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
  queryClient.setQueryData<{ saleIds: number[] }>([FAVORITE_IDS_PATH], (cached) => {
    const others = (cached?.saleIds ?? []).filter((id) => id !== sale.id);
    return { saleIds: favorite ? [sale.id, ...others] : others };
  });
  queryClient.setQueryData<Sale>(
    [salePath(sale.id)],
    (cached) => cached && { ...cached, isFavorite: favorite },
  );
  queryClient.setQueryData<Sale[]>([FAVORITES_PATH], (list) => {
    if (!list) return list;
    const others = list.filter((item) => item.id !== sale.id);
    return favorite && isWholeSale(sale) ? [{ ...sale, isFavorite: true }, ...others] : others;
  });
  return snapshot;
}

/**
 * Saves or forgets a favourite (POST / DELETE /api/favorites/{id}). The heart changes at once and goes
 * back if the call fails. The sales lists carry no hearts, so they are not read again; the sale's number
 * of savers is.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, favorite }: Toggle) =>
      apiRequest(favorite ? 'POST' : 'DELETE', `${FAVORITES_PATH}/${sale.id}`),
    onMutate: (toggle) => applyOptimistically(queryClient, toggle),
    onError: async (_error, { favorite }, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
      const t = await loadT('favorites');
      toast({
        title: t(favorite ? 'toggle.saveFailed' : 'toggle.removeFailed'),
        description: t('toggle.connection'),
        variant: 'destructive',
      });
    },
    onSettled: (_answer, _error, { sale }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FAVORITE_IDS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [FAVORITES_PATH] }),
        queryClient.invalidateQueries({ queryKey: [salePath(sale.id)] }),
        queryClient.invalidateQueries({ queryKey: [saleSaversPath(sale.id)] }),
      ]),
  });
}
