import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';
import { useLogout } from '../lib/session';
import type { NavEntry } from './nav-items';

const variantClasses = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium',
  menu: 'block rounded-md px-3 py-3 text-base font-medium',
};

export function isCurrent(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/** One entry of the bar or the mobile menu: a link, or the Logout button. */
export function NavEntryItem({
  entry,
  location,
  variant,
}: {
  entry: NavEntry;
  location: string;
  variant: 'bar' | 'menu';
}) {
  if (entry.kind === 'logout') return <LogoutButton className={variantClasses[variant]} />;
  const current = isCurrent(entry.href, location);
  return (
    <Link
      href={entry.href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        variantClasses[variant],
        current
          ? 'bg-green-50 text-green-800'
          : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
      )}
    >
      {entry.label}
    </Link>
  );
}

function LogoutButton({ className }: { className: string }) {
  const logout = useLogout();
  const t = useT('shell');
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
      className={cn(
        className,
        'flex w-full items-center gap-2 text-left text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-60',
      )}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
    </button>
  );
}
