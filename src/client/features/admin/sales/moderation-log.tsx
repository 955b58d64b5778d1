import { useQuery } from '@tanstack/react-query';
import { MODERATION_REASON } from '../../../../shared/schemas/admin';
import { useT } from '../../../lib/i18n';
import { moderationLogQuery } from '../admin-api';
import { AdminLog } from '../admin-log';

/** Spec §9 moderation: the recent removals, who removed which sale of whom, and why. */
export function ModerationLog() {
  const t = useT('admin');
  // The log keeps the reason as it was given; the spec's fixed one is said in the page's language.
  const reasonOf = (reason: string) => (reason === MODERATION_REASON ? t('moderation.guidelines') : reason);
  return (
    <AdminLog
      heading={t('moderation.heading')}
      log={useQuery(moderationLogQuery)}
      failure={t('moderation.failure')}
      empty={t('moderation.empty')}
      title={(entry) => (
        <span className="font-semibold text-neutral-900 break-words">
          {entry.saleTitle} <span className="font-normal text-neutral-600">(#{entry.saleId})</span>
        </span>
      )}
      details={(entry) => (
        <>
          <span className="break-all text-neutral-700">
            {entry.sellerEmail
              ? t('moderation.seller', { email: entry.sellerEmail })
              : t('moderation.sellerUnknown')}
          </span>
          <span className="break-all text-neutral-700">
            {t('moderation.by', { email: entry.adminEmail })}
          </span>
          <span className="text-neutral-700">
            {t('moderation.reason', { reason: reasonOf(entry.reason) })}
          </span>
        </>
      )}
    />
  );
}
