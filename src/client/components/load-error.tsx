import { CircleAlert } from 'lucide-react';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';

/** A list that could not be read (spec §8): what failed, what to check, and Try again. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT('shell');
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
      <CircleAlert className="mx-auto size-8 text-red-700" aria-hidden="true" />
      <h2 className="mt-2 text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-900">{t('startFailed.body')}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
