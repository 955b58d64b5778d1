import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, House, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isPastSale, saleDisplayStatus } from '../../../shared/dates';
import type { EventSummary } from '../../../shared/schemas/events';
import type { MySale, SaleEventLink } from '../../../shared/schemas/events-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SignInRequired } from '../../components/guards/sign-in-required';
import { LoadError } from '../../components/load-error';
import { LoadingPanel } from '../../components/loading-panel';
import { buttonClasses } from '../../components/ui/button';
import { useFocusOnArrival } from '../../lib/arrival-focus';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { eventsQueryOptions } from '../../lib/seller-events';
import { isUnauthorized, useSession } from '../../lib/session';
import { LeaveEventDialog } from './leave-event-dialog';
import { MySaleCard } from './my-sale-card';
import { useCompleteSale, useDeleteSale, useMySales } from './use-my-sales';

type Tab = 'active' | 'past';

// A panel is a tab stop (Radix gives it tabIndex 0), so it shows where the focus is.
const panelClasses =
  'mt-5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700';
type Pending =
  | { action: 'delete' | 'complete'; sale: MySale }
  | { action: 'leave'; sale: MySale; event: SaleEventLink }
  | null;

const tabClasses =
  'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-sm sm:min-h-0 font-medium text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm sm:flex-none sm:px-4';

/** Active & Upcoming soonest first; Past most recent first. */
function splitSales(sales: MySale[], today: string) {
  const active = sales
    .filter((sale) => !isPastSale(sale, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const past = sales
    .filter((sale) => isPastSale(sale, today))
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || b.id - a.id);
  return { active, past };
}

/** Spec §2 My Sales: the signed-in user's sales in two tabs, with Edit, Mark Complete and Delete. */
export function MySalesPage() {
  const t = useT('my-sales');
  const noun = useProductNoun();
  const session = useSession();
  const title = t('title', { productTitle: noun.title, productPlural: noun.plural });
  useDocumentTitle(title);
  const signedIn = session.user !== null;
  const sales = useMySales(signedIn);

  if (session.isLoading && !signedIn) return <LoadingPanel size="list" />;
  if (!signedIn || isUnauthorized(sales.error)) {
    return <SignInRequired description={t('signIn', { productPlural: noun.plural })} />;
  }
  return <MySalesContent sales={sales} title={title} />;
}

function MySalesContent({ sales, title }: { sales: ReturnType<typeof useMySales>; title: string }) {
  const t = useT('my-sales');
  const { today } = useConfig();
  const noun = useProductNoun();
  const [tab, setTab] = useState<Tab>('active');
  const [pending, setPending] = useState<Pending>(null);
  const deleteSale = useDeleteSale();
  const completeSale = useCompleteSale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(headingRef);
  // Community sale days (issue 25): when each starts (Leave until then) and which a sale may join.
  const events = useQuery({ ...eventsQueryOptions, enabled: (sales.data?.length ?? 0) > 0 });
  const tabListRef = useRef<HTMLDivElement>(null);
  // Set on success: the card's own button is gone (Delete) or moved to Past (Mark Complete), so the
  // focus goes to the tabs, or to the heading when the last sale went.
  const focusAfterChange = useRef<(() => HTMLElement | null) | null>(null);

  const confirm = () => {
    if (!pending || pending.action === 'leave') return;
    const mutation = pending.action === 'delete' ? deleteSale : completeSale;
    const lastSale = pending.action === 'delete' && (sales.data?.length ?? 0) <= 1;
    mutation.mutate(pending.sale.id, {
      onSuccess: () => {
        focusAfterChange.current = () =>
          lastSale
            ? headingRef.current
            : (tabListRef.current?.querySelector<HTMLElement>('[data-state="active"]') ?? headingRef.current);
      },
      onSettled: () => setPending(null),
    });
  };
  const focusAfterClose = () => {
    const target = focusAfterChange.current?.() ?? null;
    focusAfterChange.current = null;
    return target;
  };

  let body: ReactNode;
  if (sales.isError) {
    body = <LoadError title={t('loadError')} onRetry={() => void sales.refetch()} />;
  } else if (sales.isPending) {
    body = <LoadingPanel size="list" />;
  } else if (sales.data.length === 0) {
    body = (
      <EmptyState
        title={t('empty.title', { productPlural: noun.plural })}
        text={t('empty.text', { productSingular: noun.singular })}
      >
        <Link href="/create-sale" className={buttonClasses('primary', 'md', 'mt-2')}>
          <Plus aria-hidden="true" />
          {t('empty.create')}
        </Link>
      </EmptyState>
    );
  } else {
    const { active, past } = splitSales(sales.data, today);
    body = (
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List
          ref={tabListRef}
          aria-label={t('tabs.label', { productPlural: noun.plural })}
          className="flex gap-1 rounded-lg bg-neutral-100 p-1 sm:inline-flex"
        >
          <Tabs.Trigger value="active" className={tabClasses}>
            {t('tabs.active', { count: active.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="past" className={tabClasses}>
            {t('tabs.past', { count: past.length })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="active" className={panelClasses}>
          <SaleGrid
            sales={active}
            past={false}
            today={today}
            events={events.data}
            onAction={setPending}
            empty={t('empty.active')}
          />
        </Tabs.Content>
        <Tabs.Content value="past" className={panelClasses}>
          <SaleGrid
            sales={past}
            past
            today={today}
            events={events.data}
            onAction={setPending}
            empty={t('empty.past')}
          />
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <Link href="/create-sale" className={buttonClasses('primary', 'md')}>
          <CalendarPlus aria-hidden="true" />
          {t('createNew')}
        </Link>
      </header>
      {body}
      <ConfirmDialog
        open={pending?.action === 'delete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('delete.title')}
        description={t('delete.text', { title: pending?.sale.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        confirmVariant="destructive"
        pending={deleteSale.isPending}
        onConfirm={confirm}
        focusAfterClose={focusAfterClose}
      />
      <ConfirmDialog
        open={pending?.action === 'complete'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('complete.title')}
        description={t('complete.text', { title: pending?.sale.title ?? '' })}
        confirmLabel={t('complete.confirm')}
        pendingLabel={t('complete.pending')}
        pending={completeSale.isPending}
        onConfirm={confirm}
        focusAfterClose={focusAfterClose}
      />
      <LeaveEventDialog
        pending={pending?.action === 'leave' ? pending : null}
        onClose={() => setPending(null)}
      />
    </div>
  );
}

function SaleGrid({
  sales,
  past,
  today,
  events,
  onAction,
  empty,
}: {
  sales: MySale[];
  past: boolean;
  today: string;
  events: readonly EventSummary[] | undefined;
  onAction: (pending: Pending) => void;
  empty: string;
}) {
  if (sales.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sales.map((sale) => (
        <MySaleCard
          key={sale.id}
          sale={sale}
          status={saleDisplayStatus(sale, today)}
          past={past}
          today={today}
          events={events}
          onComplete={(target) => onAction({ action: 'complete', sale: target })}
          onDelete={(target) => onAction({ action: 'delete', sale: target })}
          onLeave={(target, event) => onAction({ action: 'leave', sale: target, event })}
        />
      ))}
    </ul>
  );
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
      <House className="size-9 text-neutral-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
      {text && <p className="text-neutral-700">{text}</p>}
      {children}
    </div>
  );
}
