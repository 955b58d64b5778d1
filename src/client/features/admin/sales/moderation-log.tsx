import { useQuery } from '@tanstack/react-query';
import { moderationLogQuery } from '../admin-api';
import { AdminLog } from '../admin-log';

/** Spec §9 moderation: the recent removals, who removed which sale of whom, and why. */
export function ModerationLog() {
  return (
    <AdminLog
      heading="Moderation log"
      log={useQuery(moderationLogQuery)}
      failure="Error loading the moderation log."
      empty="No sales have been removed yet."
      title={(entry) => (
        <span className="font-semibold text-neutral-900 break-words">
          {entry.saleTitle} <span className="font-normal text-neutral-600">(#{entry.saleId})</span>
        </span>
      )}
      details={(entry) => (
        <>
          <span className="break-all text-neutral-700">Seller: {entry.sellerEmail ?? 'unknown'}</span>
          <span className="break-all text-neutral-700">Removed by: {entry.adminEmail}</span>
          <span className="text-neutral-700">Reason: {entry.reason}</span>
        </>
      )}
    />
  );
}
