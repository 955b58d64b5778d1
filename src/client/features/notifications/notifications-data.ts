import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  NotificationSettingsSchema,
  type SavedSearch,
  SavedSearchSchema,
  UnsubscribeInfoSchema,
  UnsubscribeResultSchema,
} from '../../../shared/schemas/notifications';
import { apiRequest, getJson } from '../../lib/api';
import { SAVED_SEARCHES_PATH, savedSearchesQueryOptions } from '../../lib/saved-searches';

/**
 * The account screens' own calls: the mail choices, a saved search's changes and removal, the unsubscribe
 * link. The saved searches' list and Explore's Save this search are shared, in lib/saved-searches.ts.
 */

export const NOTIFICATIONS_PATH = '/api/account/notifications';

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: [NOTIFICATIONS_PATH],
  queryFn: ({ signal }) => getJson(NOTIFICATIONS_PATH, { schema: NotificationSettingsSchema, signal }),
});

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      NotificationSettingsSchema.parse(
        await (await apiRequest('PUT', NOTIFICATIONS_PATH, preferences)).json(),
      ),
    onSuccess: (settings) => client.setQueryData(notificationSettingsQueryOptions.queryKey, settings),
  });
}

export function useChangeSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...changes }: { id: number; name?: string; emailDigest?: boolean }) =>
      SavedSearchSchema.parse(
        await (await apiRequest('PATCH', `${SAVED_SEARCHES_PATH}/${id}`, changes)).json(),
      ),
    onSuccess: (saved) =>
      client.setQueryData<SavedSearch[]>(savedSearchesQueryOptions.queryKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${SAVED_SEARCHES_PATH}/${id}`);
      return id;
    },
    onSuccess: (id) =>
      client.setQueryData<SavedSearch[]>(savedSearchesQueryOptions.queryKey, (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/unsubscribe', token],
    queryFn: ({ signal }) =>
      getJson(`/api/unsubscribe/${encodeURIComponent(token)}`, { schema: UnsubscribeInfoSchema, signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () =>
      UnsubscribeResultSchema.parse(
        await (await apiRequest('POST', `/api/unsubscribe/${encodeURIComponent(token)}`)).json(),
      ),
  });
}
