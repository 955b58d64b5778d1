import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { MAX_PLAN_STOPS } from '../../shared/planner/plan';
import { PlanSaleIdsSchema } from '../../shared/schemas/plan-store';
import { ApiError, apiRequest, getJson } from './api';
import { loadT } from './i18n';
import { mergePlans, withoutSale, withSales } from './plan-changes';
import { readGuestPlan, subscribeGuestPlan, writeGuestPlan } from './plan-store';
import { useSession } from './session';
import { toast } from './use-toast';

export const PLAN_PATH = '/api/plan';

export const planQueryOptions = queryOptions({
  queryKey: [PLAN_PATH],
  queryFn: ({ signal }) => getJson(PLAN_PATH, { schema: PlanSaleIdsSchema, signal }),
  // Changed on other devices: read again whenever a screen that shows it opens.
  staleTime: 0,
});

async function putPlan(saleIds: number[]): Promise<number[]> {
  const response = await apiRequest('PUT', PLAN_PATH, { saleIds });
  return PlanSaleIdsSchema.parse(await response.json()).saleIds;
}

/** The places in the list of the sales the server refused (no longer listed), from its `issues`. */
function refusedIds(error: unknown, sent: number[]): number[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.bodyText) as { issues?: { path: string }[] };
    return (body.issues ?? []).flatMap(({ path }) => {
      const index = /^saleIds\.(\d+)$/.exec(path)?.[1];
      const id = index === undefined ? undefined : sent[Number(index)];
      return id === undefined ? [] : [id];
    });
  } catch {
    return [];
  }
}

let merging: Promise<void> | null = null;

/**
 * At sign-in, a guest's plan joins the account's (its stops first, then the guest's, up to 25), and the
 * browser's copy is emptied: from then on the account is the one plan. Sales that are no longer listed
 * are dropped rather than refusing the whole merge. Once per page, however many buttons ask.
 */
function mergeGuestPlan(queryClient: QueryClient, account: number[]): Promise<void> {
  merging ??= (async () => {
    const guest = readGuestPlan();
    const { left, ...merged } = mergePlans(account, guest);
    let ids = merged.ids;
    try {
      let saved: number[];
      try {
        saved = await putPlan(ids);
      } catch (error) {
        const refused = refusedIds(error, ids);
        if (refused.length === 0) throw error;
        ids = ids.filter((id) => !refused.includes(id));
        saved = await putPlan(ids);
      }
      queryClient.setQueryData(planQueryOptions.queryKey, { saleIds: saved });
      writeGuestPlan([]);
      if (left.length > 0) {
        toast({
          title: 'A plan has at most 25 stops',
          description: `${left.length} stops could not be added.`,
        });
      }
    } catch {
      // Kept in the browser: the next screen that shows the plan tries again.
    } finally {
      merging = null;
    }
  })();
  return merging;
}

export interface PlanStore {
  /** The sales of the plan, the first added first; empty while a signed-in plan loads. */
  saleIds: number[];
  /** False while a signed-in shopper's plan is on its way. */
  ready: boolean;
  /** The account's plan could not be read (no network and nothing kept): `retry` asks again. */
  failed: boolean;
  retry: () => void;
  signedIn: boolean;
  add: (saleIds: number[]) => boolean;
  remove: (saleId: number) => void;
  replace: (saleIds: number[]) => void;
}

/**
 * The shopper's plan (issue 11): in this browser for guests, on the account for signed-in shoppers
 * (GET / PUT /api/plan), changed at once on screen and put back if the server refuses. In lib/ rather
 * than features/plan/ because the sale modal's button (components/) and Favorites use it too, and the
 * layers may not import a feature (docs/ARCHITECTURE.md).
 */
export function usePlan(): PlanStore {
  const session = useSession();
  const signedIn = session.user !== null;
  const queryClient = useQueryClient();
  const guestIds = useSyncExternalStore(subscribeGuestPlan, readGuestPlan, () => []);
  const account = useQuery({ ...planQueryOptions, enabled: signedIn });
  const accountIds = account.data?.saleIds;

  useEffect(() => {
    if (signedIn && accountIds && guestIds.length > 0) void mergeGuestPlan(queryClient, accountIds);
  }, [signedIn, accountIds, guestIds, queryClient]);

  const save = useMutation({
    mutationFn: putPlan,
    onMutate: async (saleIds) => {
      await queryClient.cancelQueries({ queryKey: planQueryOptions.queryKey });
      const before = queryClient.getQueryData(planQueryOptions.queryKey);
      queryClient.setQueryData(planQueryOptions.queryKey, { saleIds });
      return before;
    },
    onError: async (error, _ids, before) => {
      queryClient.setQueryData(planQueryOptions.queryKey, before);
      const t = await loadT('plan');
      toast({
        title: t('change.failed'),
        description: error instanceof ApiError ? error.serverMessage : t('actions.connection'),
        variant: 'destructive',
      });
    },
    onSuccess: (saleIds) => queryClient.setQueryData(planQueryOptions.queryKey, { saleIds }),
  });

  const current = signedIn ? (accountIds ?? []) : guestIds;
  const replace = useCallback(
    (ids: number[]) => (signedIn ? save.mutate(ids) : writeGuestPlan(ids)),
    [signedIn, save.mutate],
  );
  const add = useCallback(
    (ids: number[]) => {
      const change = withSales(current, ids);
      if (!change.ok) {
        void loadT('plan').then((t) =>
          toast({
            title: t('change.full', { max: MAX_PLAN_STOPS }),
            description: t('change.removeStop'),
            variant: 'destructive',
          }),
        );
        return false;
      }
      replace(change.ids);
      return true;
    },
    [current, replace],
  );
  const remove = useCallback((id: number) => replace(withoutSale(current, id)), [current, replace]);

  return {
    saleIds: current,
    // Not ready while the account's plan is unknown: a change then would replace it with one sale.
    ready: !session.isLoading && (!signedIn || accountIds !== undefined),
    failed: signedIn && account.isError && accountIds === undefined,
    retry: () => void account.refetch(),
    signedIn,
    add,
    remove,
    replace,
  };
}
