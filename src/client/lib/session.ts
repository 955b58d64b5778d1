/**
 * The signed-in user, as the screens read it. Guests only for now: issue 3 replaces the body of
 * useCurrentUser with the GET /api/auth/me query (cached 5 minutes, a 401 meaning signed out), and every
 * screen that already asks for the user (nav bar, 'My Sale' badges) follows without change.
 */
export interface CurrentUser {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

export function useCurrentUser(): CurrentUser | null {
  return null;
}
