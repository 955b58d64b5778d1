import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { currentPath, loginPathFor, signInNoticeState } from '../../lib/next-path';
import { type CurrentUser, useSession } from '../../lib/session';
import { LoadingPanel } from '../loading-panel';

/**
 * Spec §6: a screen that needs an account, visited signed out, says 'Authentication required' and goes
 * to /login, which brings the user back here afterwards. It goes at once, before anything is painted,
 * and the login screen says why (issue 22: the notice flashed here for 1.5 s, then the page jumped).
 */
export function SignInRequired({ description }: { description: string }) {
  const [, navigate] = useLocation();
  const loginPath = loginPathFor(currentPath());
  // Once: from /login itself the path to go to would be a login page that comes back to the login page.
  const sent = useRef(false);

  useLayoutEffect(() => {
    if (sent.current) return;
    sent.current = true;
    navigate(loginPath, { replace: true, state: signInNoticeState(description) });
  }, [navigate, loginPath, description]);

  return null;
}

/**
 * The one guard of the screens that need an account (create, edit): their content for a signed-in user,
 * a quiet wait while the session loads, and SignInRequired for a guest.
 */
export function RequireSignIn({
  description,
  children,
}: {
  description: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { user, isLoading } = useSession();
  if (user) return children(user);
  if (isLoading) {
    return <LoadingPanel />;
  }
  return <SignInRequired description={description} />;
}
