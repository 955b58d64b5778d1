import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, IsAdminSchema } from '../../shared/schemas/auth';
import { toast } from '../components/ui/use-toast';
import { ApiError, apiRequest, getJson } from './api';
import { FIVE_MINUTES } from './query-client';

/**
 * The signed-in user as the screens read it. `isAdmin` comes from GET /api/auth/is-admin (spec §6: the
 * admin role is confirmed by that call, and a 401 there counts as not admin), so it is false until that
 * answer is in.
 */
export interface CurrentUser {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  userType?: 'user' | 'admin';
  isAdmin?: boolean;
}

export const ME_PATH = '/api/auth/me';
export const IS_ADMIN_PATH = '/api/auth/is-admin';

/** Spec §7: cached 5 minutes; signed out the server answers `null` (a 401 reads the same). */
export const meQueryOptions = queryOptions({
  queryKey: [ME_PATH],
  queryFn: ({ signal }) =>
    getJson(ME_PATH, { schema: CurrentUserSchema.nullable(), on401: 'returnNull', signal }),
  staleTime: FIVE_MINUTES,
});

export const isAdminQueryOptions = queryOptions({
  queryKey: [IS_ADMIN_PATH],
  queryFn: async ({ signal }) => {
    const answer = await getJson(IS_ADMIN_PATH, {
      schema: IsAdminSchema.nullable(),
      on401: 'returnNull',
      signal,
    });
    return answer?.isAdmin === true;
  },
  staleTime: FIVE_MINUTES,
});

export interface Session {
  /** null for a guest (and while the first answer is on its way). */
  user: CurrentUser | null;
  /** True until it is known who is signed in and whether they are an admin. */
  isLoading: boolean;
}

export function useSession(): Session {
  const me = useQuery(meQueryOptions);
  // A failed answer reads as signed out: the screens then offer to log in rather than break.
  const signedIn = me.data ?? null;
  const admin = useQuery({ ...isAdminQueryOptions, enabled: signedIn !== null });
  if (!signedIn) return { user: null, isLoading: me.isPending };
  return {
    user: { ...signedIn, isAdmin: admin.data === true },
    isLoading: admin.isPending,
  };
}

export function useCurrentUser(): CurrentUser | null {
  return useSession().user;
}

/** A full page load (its own object so tests can watch it; jsdom cannot navigate). */
export const hardNavigation = {
  to(path: string): void {
    window.location.assign(path);
  },
};

/**
 * Spec §4: after the logout call the user is cleared and the product hard-navigates to /, which also
 * drops every cached answer that belonged to the account.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      queryClient.removeQueries({ queryKey: isAdminQueryOptions.queryKey });
      hardNavigation.to('/');
    },
    onError: () => {
      toast({
        title: 'Logout failed',
        description: 'An error occurred while logging out.',
        variant: 'destructive',
      });
    },
  });
}

/** A 401 from a call that needs a session: the session has ended, so the screens show the guest view. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
