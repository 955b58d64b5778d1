import { LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { type CurrentUser, useSession } from '../../lib/session';

export const AUTH_REQUIRED_TITLE = 'Authentication required';

export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}

/**
 * Spec §6: a signed-out visitor sees 'Authentication required' and is sent to /login, which brings them
 * back here afterwards (?next=).
 */
export function SignInGate({
  message,
  children,
}: {
  message: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const { user, isLoading } = useSession();
  const [location, navigate] = useLocation();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    // The toast stays over the login screen, so the reason is still there after the redirect.
    toast({ title: AUTH_REQUIRED_TITLE, description: message });
    navigate(loginPathFor(location), { replace: true });
  }, [signedOut, location, navigate, message]);

  if (user) return children(user);
  if (isLoading) {
    return (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <span className="text-neutral-600">Loading…</span>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 text-center" role="alert">
      <LockKeyhole className="mx-auto size-10 text-neutral-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-neutral-900">{AUTH_REQUIRED_TITLE}</h1>
      <p className="mt-2 text-neutral-700">{message}</p>
    </div>
  );
}
