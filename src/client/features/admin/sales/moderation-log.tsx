import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { moderationLogQuery } from '../admin-api';
import { formatMoment } from '../format-moment';

/** Spec §9 moderation: the recent removals, who removed which sale of whom, and why. */
export function ModerationLog() {
  const log = useQuery(moderationLogQuery);
  const headingId = useId();
  let body: ReactNode;
  if (log.isError) {
    body = (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900" role="alert">
        Error loading the moderation log.{' '}
        <button type="button" className="font-medium underline" onClick={() => void log.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (log.isPending) {
    body = <p className="text-sm text-neutral-600">Loading…</p>;
  } else if (log.data.length === 0) {
    body = <p className="text-sm text-neutral-600">No sales have been removed yet.</p>;
  } else {
    body = (
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white shadow-sm">
        {log.data.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-neutral-900 break-words">
                {entry.saleTitle} <span className="font-normal text-neutral-600">(#{entry.saleId})</span>
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-neutral-600">
                {formatMoment(entry.createdAt)}
              </time>
            </div>
            <span className="break-all text-neutral-700">Seller: {entry.sellerEmail ?? 'unknown'}</span>
            <span className="break-all text-neutral-700">Removed by: {entry.adminEmail}</span>
            <span className="text-neutral-700">Reason: {entry.reason}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-neutral-900">
        Moderation log
      </h2>
      {body}
    </section>
  );
}
