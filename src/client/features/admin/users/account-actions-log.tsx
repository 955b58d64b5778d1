import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { accountActionsQuery } from '../admin-api';
import { AdminLog } from '../admin-log';

/**
 * Issue 21: what administrators did to other people's accounts (reset links sent, failed logins cleared),
 * newest first, so that every such help leaves a trace the other administrators can read.
 */
export function AccountActionsLog() {
  const t = useT('admin');
  return (
    <AdminLog
      heading={t('accountActions.heading')}
      log={useQuery(accountActionsQuery)}
      failure={t('accountActions.failure')}
      empty={t('accountActions.empty')}
      testId="account-action"
      title={(entry) => (
        <span className="font-semibold text-neutral-900">{t(`accountActions.action.${entry.action}`)}</span>
      )}
      details={(entry) => (
        <>
          <span className="break-all text-neutral-700">
            {t('accountActions.account', { email: entry.userEmail })}
          </span>
          <span className="break-all text-neutral-700">
            {t('accountActions.by', { email: entry.adminEmail })}
          </span>
        </>
      )}
    />
  );
}
