import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useConfig, useDocumentTitle } from '../../lib/config';
import { useT } from '../../lib/i18n';

/** The frame of the screens a mailed link opens: the login screen's card, no navigation bar. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const t = useT('auth');
  useDocumentTitle(title);
  return (
    <AuthFrame after={{ href: '/login', label: t('card.back') }}>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
      {intro && <p className="mt-1 text-sm text-neutral-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </AuthFrame>
  );
}

/** The login screen's page: the site's name (home), the card, and one way out under it. */
export function AuthFrame({
  after,
  children,
}: {
  after: { href: string; label: string };
  children: ReactNode;
}) {
  const { siteName } = useConfig();
  return (
    <div className="flex flex-1 flex-col items-center bg-neutral-50 px-4 py-8 sm:py-14">
      <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <span className="grid size-9 place-items-center rounded-lg bg-green-700 text-white">
          <House className="size-5" aria-hidden="true" />
        </span>
        {siteName}
      </Link>
      <div className="mt-6 w-full max-w-md rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
      <Link
        href={after.href}
        className="mt-6 text-sm font-medium text-green-800 underline-offset-4 hover:underline"
      >
        {after.label}
      </Link>
    </div>
  );
}
