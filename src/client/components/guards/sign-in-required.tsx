import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { currentPath, loginPathFor } from '../../lib/next-path';
import { type CurrentUser, useSession } from '../../lib/session';
import { NoticeCard } from '../notice-card';
import { buttonClasses } from '../ui/button';

/** Long enough to read why, short enough not to feel stuck. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1500;

/**
 * Spec §6: a screen that needs an account, visited signed out, shows 'Authentication required' and then
 * goes to /login, which brings the user back here afterwards.
 */
export function SignInRequired({ description }: { description: string }) {
  const [, navigate] = useLocation();
  const loginPath = loginPathFor(currentPath());

  useEffect(() => {
    const timer = setTimeout(() => navigate(loginPath, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, loginPath]);

  return (
    <NoticeCard icon={LockKeyhole} title="Authentication required" text={description}>
      <Link href={loginPath} className={buttonClasses('primary', 'md', 'mt-2')}>
        Log in
      </Link>
    </NoticeCard>
  );
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
    return (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <span className="text-neutral-600">Loading…</span>
      </div>
    );
  }
  return <SignInRequired description={description} />;
}
