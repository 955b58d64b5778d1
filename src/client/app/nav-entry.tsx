import { Link } from 'wouter';
import { cn } from '../lib/cn';
import type { NavEntry } from './nav-items';

const variantClasses = {
  bar: 'rounded-md px-3 py-2 text-sm font-medium',
  menu: 'block rounded-md px-3 py-3 text-base font-medium',
};

export function isCurrent(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/**
 * One entry of the bar or the mobile menu. Logout has no handler until accounts exist (issue 3), so it is
 * not offered yet.
 */
export function NavEntryItem({
  entry,
  location,
  variant,
}: {
  entry: NavEntry;
  location: string;
  variant: 'bar' | 'menu';
}) {
  if (entry.kind === 'logout') return null;
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
