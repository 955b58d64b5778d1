import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  AccountActionEntrySchema,
  AdminCategorySchema,
  AdminCitySchema,
  AdminNeighborhoodSchema,
  AdminSalesSchema,
  AdminUserSchema,
  MapsKeyStatusSchema,
  ModerationEntrySchema,
} from '../../../shared/schemas/admin';
import { ReportedSaleListSchema } from '../../../shared/schemas/reports';
import { ApiError, getJson, type Schema } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { EVERY_VISIT } from '../../lib/query-client';
import { toast } from '../../lib/use-toast';

/** The admin calls of spec §7 (and the few this product adds), one place for their paths. */
export const ADMIN_PATHS = {
  cities: '/api/admin/cities',
  categories: '/api/admin/categories',
  neighborhoods: '/api/admin/neighborhoods',
  users: '/api/admin/users',
  accountActions: '/api/admin/account-actions',
  sales: '/api/admin/sales',
  moderationLog: '/api/admin/moderation-log',
  reports: '/api/admin/reports',
  mapsKey: '/api/admin/settings/maps-key',
  terms: '/api/admin/settings/terms',
  updateSaleDates: '/api/debug/update-sale-dates',
} as const;

/**
 * GET `path`, its answer checked by `schema`; admin lists are read afresh each time a screen opens, other
 * admins change them too.
 */
function freshQuery<T>(path: string, schema: Schema<T>) {
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => getJson(path, { schema, signal }),
    ...EVERY_VISIT,
  });
}

export const adminCitiesQuery = freshQuery(ADMIN_PATHS.cities, z.array(AdminCitySchema));

export const adminCategoriesQuery = freshQuery(ADMIN_PATHS.categories, z.array(AdminCategorySchema));

export const adminNeighborhoodsQuery = freshQuery(
  ADMIN_PATHS.neighborhoods,
  z.array(AdminNeighborhoodSchema),
);

export const adminUsersQuery = freshQuery(ADMIN_PATHS.users, z.array(AdminUserSchema));

export const accountActionsQuery = freshQuery(ADMIN_PATHS.accountActions, z.array(AccountActionEntrySchema));

/** The admin sales tabs; with a term, only the sales that match it, searched by the server. */
export const adminSalesQuery = (term = '') =>
  queryOptions({
    queryKey: term ? [ADMIN_PATHS.sales, { q: term }] : [ADMIN_PATHS.sales],
    queryFn: ({ signal }) =>
      getJson(term ? `${ADMIN_PATHS.sales}?${new URLSearchParams({ q: term })}` : ADMIN_PATHS.sales, {
        schema: AdminSalesSchema,
        signal,
      }),
    ...EVERY_VISIT,
  });

export const moderationLogQuery = freshQuery(ADMIN_PATHS.moderationLog, z.array(ModerationEntrySchema));

export const reportedSalesQuery = freshQuery(ADMIN_PATHS.reports, ReportedSaleListSchema);

export const mapsKeyStatusQuery = freshQuery(ADMIN_PATHS.mapsKey, MapsKeyStatusSchema);

/** Spec §8 "Mutation failures show the server message or ...": the server's words when it sent some. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.serverMessage.trim();
    // A proxy's HTML error page is no message for a person.
    if (message && !message.startsWith('<') && error.status < 500) return message;
  }
  return fallback;
}

interface AdminMutationOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The success toast (spec §8), e.g. { title: 'City added successfully' }. */
  success:
    | { title: string; description?: string }
    | ((result: TResult, variables: TVariables) => { title: string; description?: string });
  /** The failure toast's fallback text when the server gave no message (spec §8). */
  failure: string;
  /** Query keys (paths) read again after a success; every variant of each key is refreshed. */
  invalidate: string[];
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

/**
 * An admin change with the spec's toasts: success, or a destructive toast with the server's message (or
 * the spec's fallback). The lists named in `invalidate` are read again after a success.
 */
export function useAdminMutation<TVariables, TResult = unknown>(
  options: AdminMutationOptions<TVariables, TResult>,
) {
  const queryClient = useQueryClient();
  const t = useT('admin');
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const success =
        typeof options.success === 'function' ? options.success(result, variables) : options.success;
      toast(success);
      options.onSuccess?.(result, variables);
      await Promise.all(
        options.invalidate.map((key) => queryClient.invalidateQueries({ queryKey: [key], exact: false })),
      );
    },
    onError: (error) => {
      toast({
        title: t('common.error'),
        description: failureText(error, options.failure),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Everything that shows cities, neighborhoods or categories outside the admin screens (the filters, the
 * wizard's selects, the sale lists): read again after an admin changes reference data.
 */
export const PUBLIC_REFERENCE_KEYS = [
  '/api/cities',
  '/api/neighborhoods',
  '/api/categories',
  '/api/garage-sales',
];
