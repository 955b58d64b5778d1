import { useQuery } from '@tanstack/react-query';
import { SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import type { EventDay } from '../../../shared/schemas/events';
import type { Sale } from '../../../shared/schemas/sale';
import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { parseSaleId, saleQueryOptions } from '../../lib/queries';
import { eventQueryOptions, mySalesQueryOptions } from '../../lib/seller-events';
import type { CurrentUser } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { SaleWizard } from './sale-wizard';
import { saleToWizardValues } from './wizard-values';

/** /edit-sale/{id}: the wizard filled from the sale, for its owner (or an admin). */
export function EditSalePage() {
  const t = useT('wizard');
  const noun = useProductNoun();
  useDocumentTitle(t('edit.documentTitle'));
  return (
    <RequireSignIn description={t('edit.signIn', { productPlural: noun.plural })}>
      {(user) => <EditSale user={user} />}
    </RequireSignIn>
  );
}

function EditSale({ user }: { user: CurrentUser }) {
  const t = useT('wizard');
  const params = useParams<{ id: string }>();
  const id = parseSaleId(params.id);
  // Always read afresh: a copy cached by Explore may be older than the sale.
  const sale = useQuery({
    ...saleQueryOptions(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const notFound = id === null || (sale.error instanceof ApiError && sale.error.status === 404);

  useEffect(() => {
    if (sale.isError && !notFound)
      toast({ title: t('error'), description: t('edit.loadFailed'), variant: 'destructive' });
  }, [sale.isError, notFound, t]);

  if (notFound) return <NotFoundPanel />;
  if (sale.isError) {
    return (
      <Panel icon={<TriangleAlert className="size-10 text-red-700" aria-hidden="true" />} title={t('error')}>
        <p className="text-neutral-700">{t('edit.loadFailed')}</p>
        <Button variant="outline" onClick={() => void sale.refetch()}>
          {t('retry')}
        </Button>
      </Panel>
    );
  }
  if (!sale.data || !sale.isFetchedAfterMount) return <LoadingForm />;
  const mine = sale.data.isMine ?? sale.data.userId === user.id;
  if (!mine && !user.isAdmin) return <NotYoursPanel />;
  return <EditForm sale={sale.data} />;
}

/**
 * The days an edited event sale may have (issue 25): the event's, while the sale follows the event's
 * dates, as when it registered; none (any day) for a sale in no event or one that opted out. The server
 * holds the sale inside the event either way; this keeps the calendar from offering what it refuses.
 * Undefined while it is being read.
 */
function useEventDaysOf(sale: Sale): { days: readonly EventDay[] | null } | undefined {
  const slug = sale.event?.slug;
  const mine = useQuery({ ...mySalesQueryOptions, enabled: slug !== undefined });
  const event = useQuery({ ...eventQueryOptions(slug ?? ''), enabled: slug !== undefined });
  if (slug === undefined) return { days: null };
  // A failed read leaves the calendar open rather than the wizard closed: the server still says no.
  if (mine.isError || event.isError) return { days: null };
  if (!mine.data || !event.data) return undefined;
  const follows = mine.data.find((mySale) => mySale.id === sale.id)?.event?.followsEventDates === true;
  return { days: follows ? [...event.data.dates].sort((a, b) => a.date.localeCompare(b.date)) : null };
}

function EditForm({ sale }: { sale: Sale }) {
  const t = useT('wizard');
  const noun = useProductNoun();
  // Read once: a refetch after saving must not reset what the user is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sale's id decides, not each new copy
  const values = useMemo(() => saleToWizardValues(sale), [sale.id]);
  const eventDays = useEventDaysOf(sale);
  if (eventDays === undefined) return <LoadingForm />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-neutral-900">
        {t('edit.heading', {
          productSingular: noun.singular,
          productSingularTitle: titleCase(noun.singular),
        })}
      </h1>
      <p className="mb-5 break-words text-neutral-700">{sale.title}</p>
      <SaleWizard
        key={sale.id}
        saleId={sale.id}
        initialValues={values}
        eventDays={eventDays.days ?? undefined}
        initialItems={sale.items}
      />
    </div>
  );
}

function LoadingForm() {
  const t = useT('wizard');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6" role="status">
      <div className="h-96 animate-pulse rounded-xl bg-neutral-200" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 bg-white px-6 py-12 text-center">
        {icon}
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function NotFoundPanel() {
  const t = useT('wizard');
  const noun = useProductNoun();
  return (
    <Panel
      icon={<SearchX className="size-10 text-neutral-500" aria-hidden="true" />}
      title={t('edit.notFound.title')}
    >
      <p className="text-neutral-700">{t('edit.notFound.text', { productSingular: noun.singular })}</p>
      <Link href="/my-sales" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('edit.goToMySales')}
      </Link>
    </Panel>
  );
}

function NotYoursPanel() {
  const t = useT('wizard');
  return (
    <Panel
      icon={<ShieldAlert className="size-10 text-neutral-500" aria-hidden="true" />}
      title={t('edit.accessDenied')}
    >
      <p className="text-neutral-700">{t('edit.notYours')}</p>
      <Link href="/my-sales" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('edit.goToMySales')}
      </Link>
    </Panel>
  );
}
