import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '../../../../shared/i18n/catalog-types';
import { REPORTS_DISMISSED, type ReportedSale, type ReportReason } from '../../../../shared/schemas/reports';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useProductNoun } from '../../../lib/config';
import { formatDayRange } from '../../../lib/format';
import { useLocale, useLocalizeMessage, useT } from '../../../lib/i18n';
import { ADMIN_PATHS, reportedSalesQuery, useAdminMutation } from '../admin-api';
import { ListError } from '../data-table';
import { useFormatMoment } from '../format-moment';
import { formatSaleDays } from '../sales/sale-format';

/** What a decision here changes besides this screen: the public lists, the seller's, the sales tabs. */
const AFTER_DECISION = [
  ADMIN_PATHS.reports,
  ADMIN_PATHS.sales,
  ADMIN_PATHS.moderationLog,
  '/api/garage-sales',
  '/api/my-sales',
  '/api/favorites',
];

/** The report form's reasons (the words, stored as written), in the page's language. */
const REASON_KEYS: Record<ReportReason, MessageKey<'admin'>> = {
  'Not a garage sale': 'reports.reason.notGarageSale',
  'Wrong address or dates': 'reports.reason.wrongPlace',
  'Offensive or unsafe': 'reports.reason.offensive',
  'Spam or scam': 'reports.reason.spam',
  Other: 'reports.reason.other',
};

/** /admin/reports (issue 14): sales the community reported, with each report; dismiss or remove. */
export function ReportsPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('reports.title')} description={t('reports.description')}>
      <ReportsContent />
    </AdminPage>
  );
}

function ReportsContent() {
  const noun = useProductNoun();
  const t = useT('admin');
  const localize = useLocalizeMessage();
  const reported = useQuery(reportedSalesQuery);
  const [target, setTarget] = useState<ReportedSale | null>(null);
  const dismiss = useAdminMutation({
    mutationFn: (sale: ReportedSale) => apiRequest('POST', `${ADMIN_PATHS.reports}/${sale.saleId}/dismiss`),
    success: { title: localize(REPORTS_DISMISSED) },
    failure: t('reports.dismissFailed'),
    invalidate: AFTER_DECISION,
  });
  const remove = useAdminMutation({
    mutationFn: (sale: ReportedSale) => apiRequest('DELETE', `${ADMIN_PATHS.sales}/${sale.saleId}`),
    success: { title: t('sales.removed') },
    failure: t('sales.removeFailed'),
    invalidate: AFTER_DECISION,
  });

  if (reported.isError) {
    return <ListError title={t('reports.loadError')} onRetry={() => void reported.refetch()} />;
  }
  if (reported.isPending) {
    return (
      <div className="grid min-h-[20vh] place-items-center" role="status">
        <span className="text-neutral-600">{t('common.loading')}</span>
      </div>
    );
  }
  if (reported.data.length === 0) {
    return (
      <p className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-700">
        {t('reports.empty')}
      </p>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-4" aria-label={t('reports.list')}>
        {reported.data.map((sale) => (
          <ReportedSaleCard
            key={sale.saleId}
            sale={sale}
            busy={dismiss.isPending || remove.isPending}
            onDismiss={() => dismiss.mutate(sale)}
            onRemove={() => setTarget(sale)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('reports.remove.title', { productSingular: noun.singular })}
        description={t('reports.remove.text', {
          title: target?.title ?? '',
          email: target?.sellerEmail ?? '',
          reason: t('moderation.guidelines'),
        })}
        confirmLabel={t('common.remove')}
        pendingLabel={t('common.removing')}
        cancelLabel={t('common.cancel')}
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => target && remove.mutate(target, { onSettled: () => setTarget(null) })}
      />
    </>
  );
}

interface CardProps {
  sale: ReportedSale;
  busy: boolean;
  onDismiss: () => void;
  onRemove: () => void;
}

function ReportedSaleCard({ sale, busy, onDismiss, onRemove }: CardProps) {
  const t = useT('admin');
  const locale = useLocale();
  const formatMoment = useFormatMoment();
  const headingId = `reported-${sale.saleId}`;
  const count = sale.reports.length;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="reported-sale"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
            <Link href={`/garage-sales/${sale.saleId}`} className="underline-offset-2 hover:underline">
              {sale.title}
            </Link>
          </h2>
          <p className="text-sm text-neutral-700">
            {sale.address}, {sale.city} ·{' '}
            {locale === 'en'
              ? formatDayRange(sale.startDate, sale.endDate)
              : formatSaleDays(sale.startDate, sale.endDate, locale)}
          </p>
          <p className="text-sm text-neutral-700">{t('reports.seller', { email: sale.sellerEmail })}</p>
        </div>
        {sale.underReview ? (
          <span className="inline-flex items-center rounded-full border border-amber-400 bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
            {t('reports.underReview')}
          </span>
        ) : (
          <Badge variant="outline">{t('reports.stillListed')}</Badge>
        )}
      </div>
      <h3 className="mt-4 text-sm font-semibold text-neutral-900">{t('reports.count', { count })}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {sale.reports.map((report) => (
          <li key={report.id} className="rounded-md bg-neutral-50 p-3 text-sm">
            <p className="font-medium text-neutral-900">{t(REASON_KEYS[report.reason])}</p>
            {report.details && (
              <p className="break-words whitespace-pre-line text-neutral-800">{report.details}</p>
            )}
            <p className="mt-1 text-xs text-neutral-600">
              {report.reporterEmail} · {formatMoment(report.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={onDismiss}>
          {t('reports.dismiss')}
          <span className="sr-only">{t('reports.dismissOn', { title: sale.title })}</span>
        </Button>
        <Button variant="destructive" disabled={busy} onClick={onRemove}>
          {t('reports.removeSale')}
          <span className="sr-only"> {sale.title}</span>
        </Button>
      </div>
    </li>
  );
}
