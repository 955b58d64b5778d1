import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { isCurrent } from './nav-entry';
import type { NavEntry } from './nav-items';

/** The signed-in account menu of the desktop bar (admin entries, Report an Issue, Logout). */
export default function AccountMenu({ entries, location }: { entries: NavEntry[]; location: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100">
        Menu
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
        >
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
            ) : null,
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
