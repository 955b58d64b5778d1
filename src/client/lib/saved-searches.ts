import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SavedSearchInput,
  SavedSearchListSchema,
  SavedSearchSchema,
} from '../../shared/schemas/notifications';
import { apiRequest, getJson } from './api';

/**
 * The account's saved searches: shared by Explore's Save this search and the Saved searches screen. The
 * rest of that screen's calls, and the mail choices, live in features/notifications/notifications-data.ts.
 */

export const SAVED_SEARCHES_PATH = '/api/saved-searches';

export const savedSearchesQueryOptions = queryOptions({
  queryKey: [SAVED_SEARCHES_PATH],
  queryFn: ({ signal }) => getJson(SAVED_SEARCHES_PATH, { schema: SavedSearchListSchema, signal }),
});

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavedSearchInput) =>
      SavedSearchSchema.parse(await (await apiRequest('POST', SAVED_SEARCHES_PATH, input)).json()),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesQueryOptions.queryKey }),
  });
}
