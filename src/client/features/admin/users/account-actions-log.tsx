import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_ACTIONS } from '../../../../shared/schemas/admin';
import { accountActionsQuery } from '../admin-api';
import { AdminLog } from '../admin-log';

/**
 * Issue 21: what administrators did to other people's accounts (reset links sent, failed logins cleared),
 * newest first, so that every such help leaves a trace the other administrators can read.
 */
export function AccountActionsLog() {
  return (
    <AdminLog
      heading="Account actions"
      log={useQuery(accountActionsQuery)}
      failure="Error loading the account actions."
      empty="No account actions yet."
      testId="account-action"
      title={(entry) => (
        <span className="font-semibold text-neutral-900">{ACCOUNT_ACTIONS[entry.action]}</span>
      )}
      details={(entry) => (
        <>
          <span className="break-all text-neutral-700">Account: {entry.userEmail}</span>
          <span className="break-all text-neutral-700">By: {entry.adminEmail}</span>
        </>
      )}
    />
  );
}
