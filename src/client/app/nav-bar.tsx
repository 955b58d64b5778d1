import { House, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { useConfig, useProductNoun } from '../lib/config';
import { useT } from '../lib/i18n';
import { useCurrentUser } from '../lib/session';
import { LanguageSwitch } from './language-switch';
import { NavEntryItem } from './nav-entry';
import { desktopNav, mobileNav, type NavEntry } from './nav-items';

const MOBILE_MENU_ID = 'mobile-menu';
// Only signed-in users have the account menu, so guests do not load it.
const AccountMenu = lazy(() => import('./account-menu'));

/** Spec §2 navigation bar: links on desktop, a collapsible menu under 768 px (Tailwind's md). */
export function NavBar() {
  const { siteName } = useConfig();
  const t = useT('shell');
  const noun = useProductNoun();
  const user = useCurrentUser();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const desktop = desktopNav(user, t);
  const mobile = mobileNav(user, noun, t);

  // Leaving a screen closes the menu.
  useEffect(() => {
    if (location) setMenuOpen(false);
  }, [location]);

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white print:hidden">
      <nav aria-label={t('nav.label')} className="mx-auto max-w-6xl px-4">
        <div className="flex h-14 items-center justify-between gap-3">
          <Link href="/" className="flex min-h-11 min-w-0 items-center gap-2 font-semibold text-neutral-900">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-green-700 text-white">
              <House className="size-5" aria-hidden="true" />
            </span>
            <span className="truncate">{siteName}</span>
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {desktop.links.map((entry) => (
              <li key={entry.label}>
                <NavEntryItem entry={entry} location={location} variant="bar" />
              </li>
            ))}
            {user && desktop.menu.length > 0 && (
              <li>
                <Suspense fallback={null}>
                  <AccountMenu entries={desktop.menu} location={location} email={user.email} />
                </Suspense>
              </li>
            )}
            <li>
              <LanguageSwitch className="rounded-md px-3 py-2 text-sm font-medium" />
            </li>
            {desktop.callToAction && (
              <li className="ml-2">
                <Link href={desktop.callToAction.href} className={buttonClasses('primary', 'md')}>
                  {desktop.callToAction.label}
                </Link>
              </li>
            )}
          </ul>

          <button
            type="button"
            className="grid size-11 place-items-center rounded-md text-neutral-800 hover:bg-neutral-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>

        <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-neutral-200 py-2 md:hidden">
          <ul className="flex flex-col">
            {mobile.map((item) => (
              <li key={item.label}>
                {item.kind === 'group' ? (
                  <MenuGroup label={item.label} entries={item.entries} location={location} />
                ) : (
                  <NavEntryItem entry={item} location={location} variant="menu" />
                )}
              </li>
            ))}
            <li>
              <LanguageSwitch className="rounded-md px-3 py-3 text-base font-medium" />
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}

/** A labelled block of the phone menu (the spec's 'Admin Controls'): a small heading, its links below. */
function MenuGroup({ label, entries, location }: { label: string; entries: NavEntry[]; location: string }) {
  const headingId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form fields, which fieldset is for.
    <div role="group" aria-labelledby={headingId} className="my-1 border-y border-neutral-100 py-1">
      <p
        id={headingId}
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase"
      >
        {label}
      </p>
      <ul className="flex flex-col pl-3">
        {entries.map((entry) => (
          <li key={entry.label}>
            <NavEntryItem entry={entry} location={location} variant="menu" />
          </li>
        ))}
      </ul>
    </div>
  );
}
