import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { useT } from '../../lib/i18n';

/** Spec §2: every route the router does not know. */
export function NotFoundPage() {
  const t = useT('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="grid min-h-[60vh] place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-7 shrink-0 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-neutral-900">{t('notFound.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-neutral-700">{t('notFound.body')}</p>
        <Link href="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
