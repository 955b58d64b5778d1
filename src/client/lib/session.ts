import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { CurrentUserSchema, IsAdminSchema } from '../../shared/schemas/auth';
import { ApiError, apiRequest, getJson } from './api';
import { loadT } from './i18n';
import { forgetOfflineAnswers } from './offline';
import { FIVE_MINUTES } from './query-client';
import { toast } from './use-toast';

/**
 * The signed-in user as the screens read it. `isAdmin` comes from GET /api/auth/is-admin (spec §6: the
 * admin role is confirmed by that call, and a 401 there counts as not admin). While that answer is on its
 * way, the /api/auth/me answer's own isAdmin stands in, so an admin does not see 'Access Denied' flash.
 */
export interface CurrentUser {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  userType?: 'user' | 'admin';
  isAdmin?: boolean;
  /** false until the address is confirmed through the mailed link (issue 12). */
  emailVerified?: boolean;
  /** Whether they organize a community sale day (issue 25): their menu then leads to the events. */
  organizesEvents?: boolean;
}

export const ME_PATH = '/api/auth/me';
export const IS_ADMIN_PATH = '/api/auth/is-admin';

/** Spec §7: cached 5 minutes; signed out the server answers `null` (a 401 reads the same). */
export const meQueryOptions = queryOptions({
  queryKey: [ME_PATH],
  queryFn: ({ signal }) =>
    getJson(ME_PATH, { schema: z.nullable(CurrentUserSchema), on401: 'returnNull', signal }),
  staleTime: FIVE_MINUTES,
});

export const isAdminQueryOptions = queryOptions({
  queryKey: [IS_ADMIN_PATH],
  queryFn: async ({ signal }) => {
    const answer = await getJson(IS_ADMIN_PATH, {
      schema: z.nullable(IsAdminSchema),
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
  const isAdmin = admin.isPending ? signedIn.isAdmin === true : admin.data === true;
  return { user: { ...signedIn, isAdmin }, isLoading: admin.isPending };
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

/** Survives the hard navigation of a logout, so the fresh page can say what happened. */
export const LOGGED_OUT_FLAG = 'gsf:logged-out';

/**
 * Spec §4: after the logout call the product hard-navigates to /; that full load clears the user and
 * every cached answer of the account. The cache is left alone until then: clearing the user first would
 * let the current screen react (a sign-in gate's 'Authentication required', a guest panel) for a moment.
 */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
      // The answers kept for offline use include this account's favourites: gone with the session.
      await forgetOfflineAnswers();
    },
    onSuccess: () => {
      try {
        sessionStorage.setItem(LOGGED_OUT_FLAG, '1');
      } catch {
        // Storage blocked: the logout still works, only the toast is lost.
      }
      hardNavigation.to('/');
    },
    onError: async () => {
      const t = await loadT('auth');
      toast({
        title: t('logout.failed.title'),
        description: t('logout.failed.description'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Spec §8 "logged out" success toast, shown by the page the logout navigated to (called at start), once
 * its words have loaded.
 */
export async function showLoggedOutNotice(): Promise<void> {
  try {
    if (sessionStorage.getItem(LOGGED_OUT_FLAG) === null) return;
    sessionStorage.removeItem(LOGGED_OUT_FLAG);
  } catch {
    return;
  }
  const t = await loadT('auth');
  toast({ title: t('logout.done.title'), description: t('logout.done.description') });
}

/** A 401 from a call that needs a session: the session has ended, so the screens show the guest view. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
