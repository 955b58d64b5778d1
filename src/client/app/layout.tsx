import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { VerifyEmailBanner } from '../features/auth/verify-email-banner';
import { useConfig } from '../lib/config';
import { useT } from '../lib/i18n';
import { NavBar } from './nav-bar';
import { OfflineNotice } from './offline-notice';

export function Layout({ navBar, children }: { navBar: boolean; children: ReactNode }) {
  const { siteName } = useConfig();
  const t = useT('shell');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[1200] rounded-md bg-white px-4 py-3 font-medium text-green-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      {navBar && <NavBar />}
      <OfflineNotice />
      {navBar && <VerifyEmailBanner />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {navBar && (
        <footer className="border-t border-neutral-200 bg-white print:hidden">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-neutral-600">
            <p>{siteName}</p>
            <Link
              href="/contact"
              className="inline-flex min-h-11 items-center font-medium text-green-800 hover:underline sm:min-h-0"
            >
              {t('nav.reportIssue')}
            </Link>
          </div>
        </footer>
      )}
    </div>
  );
}
