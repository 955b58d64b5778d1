import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useT } from '../../lib/i18n';
import { useFormatMoment } from './format-moment';

interface AdminLogProps<T> {
  heading: string;
  log: UseQueryResult<T[]>;
  /** The alert's first words when the log could not be read ('Error loading the moderation log.'). */
  failure: string;
  /** What the log says while it has no entries. */
  empty: string;
  /** An entry's headline, beside its moment. */
  title: (entry: T) => ReactNode;
  /** The lines under the headline (who, to whom, why). */
  details: (entry: T) => ReactNode;
  testId?: string;
}

/**
 * A log under an admin list (the moderation log, the account actions): its heading, then the entries
 * newest first with their moment, or why there are none; a failed read offers Try again.
 */
export function AdminLog<T extends { id: number; createdAt: string }>({
  heading,
  log,
  failure,
  empty,
  title,
  details,
  testId,
}: AdminLogProps<T>) {
  const headingId = useId();
  const t = useT('admin');
  const formatMoment = useFormatMoment();
  let body: ReactNode;
  if (log.isError) {
    body = (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900" role="alert">
        {failure}{' '}
        <button type="button" className="font-medium underline" onClick={() => void log.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (log.isPending) {
    body = <p className="text-sm text-neutral-600">{t('common.loading')}</p>;
  } else if (log.data.length === 0) {
    body = <p className="text-sm text-neutral-600">{empty}</p>;
  } else {
    body = (
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white shadow-sm">
        {log.data.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm" data-testid={testId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              {title(entry)}
              <time dateTime={entry.createdAt} className="text-xs text-neutral-600">
                {formatMoment(entry.createdAt)}
              </time>
            </div>
            {details(entry)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-neutral-900">
        {heading}
      </h2>
      {body}
    </section>
  );
}
