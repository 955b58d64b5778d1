import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { useT } from '../lib/i18n';
import { useLogout } from '../lib/session';
import { isCurrent } from './nav-entry';
import type { NavEntry } from './nav-items';

/** The signed-in account menu of the desktop bar (admin entries, Report an Issue, Logout). */
export default function AccountMenu({
  entries,
  location,
  email,
}: {
  entries: NavEntry[];
  location: string;
  /** Who is signed in, shown at the top of the menu. */
  email: string;
}) {
  const logout = useLogout();
  const t = useT('shell');
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while the bar's links stay
    // focusable there (axe: aria-hidden-focus, issue 22). The open menu still takes the focus, and Escape,
    // a click outside or Tab closes it. No portal either: drawn inside the bar's nav, the menu stays in a
    // landmark (axe: region).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100">
        {t('nav.menu')}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-50 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
      >
        <DropdownMenu.Label className="max-w-64 truncate px-3 pt-2 pb-1 text-xs text-neutral-600">
          {t('nav.signedInAs', { email })}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <DropdownMenu.Item key={entry.label} asChild>
              <Link
                href={entry.href}
                aria-current={isCurrent(entry.href, location) ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-sm text-neutral-800 outline-none data-[highlighted]:bg-neutral-100"
              >
                {entry.label}
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              key={entry.label}
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-neutral-800 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-neutral-100"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {entry.label}
            </DropdownMenu.Item>
          ),
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
