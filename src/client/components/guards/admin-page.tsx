import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ADMIN_SCREENS } from '../../../shared/admin-screens';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { LoadingPanel } from '../loading-panel';
import { AccessDenied } from './access-denied';
import { SignInRequired } from './sign-in-required';

interface Props {
  /** The page's h1 and document title. */
  title: string;
  /** One line under the title saying what the page is for. */
  description?: string;
  /** Buttons at the right of the header (e.g. 'Add City'). */
  actions?: ReactNode;
  /**
   * Lets in a signed-in user who is not an administrator (issue 25: an event's organizers), without the
   * admin tab bar: the screen's own call answers 403 to anyone else, and the screen then says Access Denied.
   */
  organizers?: boolean;
  children: ReactNode;
}

/**
 * The frame of every admin screen, and its guard (spec §6): a guest is asked to sign in, a signed-in user
 * who is not an administrator sees 'Access Denied', and only an administrator sees the content. The server
 * refuses the admin calls on its own either way; this only keeps the screens honest.
 */
export function AdminPage({ title, description, actions, organizers, children }: Props) {
  useDocumentTitle(title);
  const t = useT('admin');
  const { user, isLoading } = useSession();
  if (!user) {
    if (isLoading) {
      return <LoadingPanel />;
    }
    return <SignInRequired description={t('guard.signIn')} />;
  }
  if (!user.isAdmin && !organizers) return <AccessDenied />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      {user.isAdmin && <AdminSectionNav />}
      <div className={cn('flex flex-wrap items-end justify-between gap-3', user.isAdmin && 'mt-4')}>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-neutral-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-neutral-700">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Links between the admin screens: one tap from any of them to another, on the phone as well. */
function AdminSectionNav() {
  const [location] = useLocation();
  const t = useT('admin');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-neutral-200 pb-px">
        {ADMIN_SCREENS.map((screen) => {
          const current = location === screen.path;
          return (
            <li key={screen.path}>
              <Link
                href={screen.path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
                  current
                    ? 'border-green-700 text-green-800'
                    : 'border-transparent text-neutral-700 hover:border-neutral-300 hover:text-neutral-900',
                )}
              >
                {t(screen.tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
