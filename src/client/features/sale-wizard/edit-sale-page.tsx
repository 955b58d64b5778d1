import { useQuery } from '@tanstack/react-query';
import { SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import type { Sale } from '../../../shared/schemas/sale';
import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { parseSaleId, saleQueryOptions } from '../../lib/queries';
import type { CurrentUser } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { SaleWizard } from './sale-wizard';
import { saleToWizardValues } from './wizard-values';

export const LOAD_FAILED_MESSAGE = 'Failed to load garage sale details for editing';
export const NOT_YOURS_MESSAGE = 'You can only edit your own garage sales';

/** /edit-sale/{id}: the wizard filled from the sale, for its owner (or an admin). */
export function EditSalePage() {
  const noun = useProductNoun();
  useDocumentTitle('Edit Sale');
  return (
    <RequireSignIn description={`Please sign in to edit your ${noun.plural}`}>
      {(user) => <EditSale user={user} />}
    </RequireSignIn>
  );
}

function EditSale({ user }: { user: CurrentUser }) {
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
      toast({ title: 'Error', description: LOAD_FAILED_MESSAGE, variant: 'destructive' });
  }, [sale.isError, notFound]);

  if (notFound) return <NotFoundPanel />;
  if (sale.isError) {
    return (
      <Panel icon={<TriangleAlert className="size-10 text-red-700" aria-hidden="true" />} title="Error">
        <p className="text-neutral-700">{LOAD_FAILED_MESSAGE}</p>
        <Button variant="outline" onClick={() => void sale.refetch()}>
          Retry
        </Button>
      </Panel>
    );
  }
  if (!sale.data || !sale.isFetchedAfterMount) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6" role="status">
        <div className="h-96 animate-pulse rounded-xl bg-neutral-200" />
        <span className="sr-only">Loading...</span>
      </div>
    );
  }
  const mine = sale.data.isMine ?? sale.data.userId === user.id;
  if (!mine && !user.isAdmin) return <NotYoursPanel />;
  return <EditForm sale={sale.data} />;
}

function EditForm({ sale }: { sale: Sale }) {
  const noun = useProductNoun();
  // Read once: a refetch after saving must not reset what the user is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sale's id decides, not each new copy
  const values = useMemo(() => saleToWizardValues(sale), [sale.id]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-neutral-900">
        Edit {titleCase(noun.singular)}
      </h1>
      <p className="mb-5 break-words text-neutral-700">{sale.title}</p>
      <SaleWizard key={sale.id} saleId={sale.id} initialValues={values} />
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
  const noun = useProductNoun();
  return (
    <Panel icon={<SearchX className="size-10 text-neutral-500" aria-hidden="true" />} title="Sale not found">
      <p className="text-neutral-700">This {noun.singular} does not exist or has been removed.</p>
      <Link href="/my-sales" className={buttonClasses('primary', 'md', 'mt-2')}>
        Go to My Sales
      </Link>
    </Panel>
  );
}

function NotYoursPanel() {
  return (
    <Panel
      icon={<ShieldAlert className="size-10 text-neutral-500" aria-hidden="true" />}
      title="Access Denied"
    >
      <p className="text-neutral-700">{NOT_YOURS_MESSAGE}</p>
      <Link href="/my-sales" className={buttonClasses('primary', 'md', 'mt-2')}>
        Go to My Sales
      </Link>
    </Panel>
  );
}
