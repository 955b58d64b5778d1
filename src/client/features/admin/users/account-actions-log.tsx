import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ACCOUNT_ACTIONS } from '../../../../shared/schemas/admin';
import { accountActionsQuery } from '../admin-api';
import { formatMoment } from '../format-moment';

/**
 * Issue 21: what administrators did to other people's accounts (reset links sent, failed logins cleared),
 * newest first, so that every such help leaves a trace the other administrators can read.
 */
export function AccountActionsLog() {
  const log = useQuery(accountActionsQuery);
  const headingId = useId();
  let body: ReactNode;
  if (log.isError) {
    body = (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900" role="alert">
        Error loading the account actions.{' '}
        <button type="button" className="font-medium underline" onClick={() => void log.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (log.isPending) {
    body = <p className="text-sm text-neutral-600">Loading…</p>;
  } else if (log.data.length === 0) {
    body = <p className="text-sm text-neutral-600">No account actions yet.</p>;
  } else {
    body = (
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white shadow-sm">
        {log.data.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm" data-testid="account-action">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-neutral-900">{ACCOUNT_ACTIONS[entry.action]}</span>
              <time dateTime={entry.createdAt} className="text-xs text-neutral-600">
                {formatMoment(entry.createdAt)}
              </time>
            </div>
            <span className="break-all text-neutral-700">Account: {entry.userEmail}</span>
            <span className="break-all text-neutral-700">By: {entry.adminEmail}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-neutral-900">
        Account actions
      </h2>
      {body}
    </section>
  );
}
