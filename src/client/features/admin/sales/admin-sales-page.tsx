import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import type { AdminSale, AdminSalesTab } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage } from '../../../components/guards/admin-page';
import { apiRequest } from '../../../lib/api';
import { useConfig, useProductNoun } from '../../../lib/config';
import { useT } from '../../../lib/i18n';
import { salePath } from '../../../lib/queries';
import { ADMIN_PATHS, adminSalesQuery, useAdminMutation } from '../admin-api';
import { ListError } from '../data-table';
import { ModerationLog } from './moderation-log';
import { SalesTabPanel } from './sales-tab-panel';

type Tab = AdminSalesTab;
const TABS: readonly Tab[] = ['current', 'upcoming', 'past'];

const tabClasses =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm sm:flex-none sm:px-4';
const panelClasses =
  'mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700';

/** Spec §2 Admin sales: every sale in Current, Upcoming and Past, each searchable, with view and delete. */
export function AdminSalesPage() {
  const noun = useProductNoun();
  const t = useT('admin');
  return (
    <AdminPage
      title={t('sales.title')}
      description={t('sales.description', { productSingular: noun.singular })}
    >
      <AdminSalesContent />
      <ModerationLog />
    </AdminPage>
  );
}

function AdminSalesContent() {
  const { today } = useConfig();
  const noun = useProductNoun();
  const t = useT('admin');
  const queryClient = useQueryClient();
  const sales = useQuery(adminSalesQuery());
  const [tab, setTab] = useState<Tab>('current');
  // Each tab keeps its own search (the panels unmount when hidden, so the terms live here).
  const [terms, setTerms] = useState<Record<Tab, string>>({ current: '', upcoming: '', past: '' });
  const [target, setTarget] = useState<AdminSale | null>(null);
  const searchRefs = useRef<Partial<Record<Tab, HTMLInputElement | null>>>({});
  const removed = useRef(false);

  const remove = useAdminMutation({
    mutationFn: (sale: AdminSale) => apiRequest('DELETE', `${ADMIN_PATHS.sales}/${sale.id}`),
    success: { title: t('sales.removed') },
    failure: t('sales.removeFailed'),
    invalidate: [
      ADMIN_PATHS.sales,
      ADMIN_PATHS.moderationLog,
      '/api/garage-sales',
      '/api/my-sales',
      '/api/favorites',
    ],
    onSuccess: (_answer, sale) => {
      removed.current = true;
      // The sale is gone: its cached page and photos would only answer 404 if read again.
      queryClient.removeQueries({ queryKey: [salePath(sale.id)] });
      queryClient.removeQueries({ queryKey: [`${salePath(sale.id)}/photos`] });
    },
  });

  const confirm = () => {
    if (target) remove.mutate(target, { onSettled: () => setTarget(null) });
  };
  // After a removal the row's Delete button is gone: the focus goes to the tab's search box.
  const focusAfterClose = () => {
    if (!removed.current) return null;
    removed.current = false;
    return searchRefs.current[tab] ?? null;
  };

  if (sales.isError) return <ListError title={t('sales.loadError')} onRetry={() => void sales.refetch()} />;
  if (sales.isPending) {
    return (
      <div className="grid min-h-[20vh] place-items-center" role="status">
        <span className="text-neutral-600">{t('common.loading')}</span>
      </div>
    );
  }

  return (
    <>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List
          aria-label={t('sales.tabs')}
          className="flex gap-1 overflow-x-auto rounded-lg bg-neutral-100 p-1 sm:inline-flex"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              {t(`sales.tab.${value}`)} ({sales.data.totals[value]})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value} className={panelClasses}>
            <SalesTabPanel
              tab={value}
              sales={sales.data}
              term={terms[value]}
              onTermChange={(term) => setTerms((old) => ({ ...old, [value]: term }))}
              searchRef={(element) => {
                searchRefs.current[value] = element;
              }}
              today={today}
              onDelete={setTarget}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        // One word for one act: the row's button says Delete, and so does its dialog (issue 22).
        title={t('sales.delete.title', { productSingular: noun.singular })}
        description={t('sales.delete.text', {
          title: target?.title ?? '',
          email: target?.userEmail ?? '',
          reason: t('moderation.guidelines'),
        })}
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        cancelLabel={t('common.cancel')}
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={confirm}
        focusAfterClose={focusAfterClose}
      />
    </>
  );
}
