import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { FavoriteButton } from '../../components/sale/favorite-button';
import { PlanButton } from '../../components/sale/plan-button';
import { SaleDetails } from '../../components/sale/sale-details';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { parseSaleId, saleQueryOptions } from '../../lib/queries';

function BackLink() {
  const t = useT('sale-page');
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-green-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('back')}
    </Link>
  );
}

/** /garage-sales/{id}: one sale as its own page (the target of Share and of the admin's view). */
export function SaleDetailPage() {
  const t = useT('sale-page');
  const params = useParams<{ id: string }>();
  const id = parseSaleId(params.id);
  const sale = useQuery({ ...saleQueryOptions(id ?? 0), enabled: id !== null });
  useDocumentTitle(sale.data?.title ?? (id === null || sale.isError ? t('notFound.title') : undefined));

  const notFound = id === null || (sale.error instanceof ApiError && sale.error.status === 404);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <BackLink />
      <div className="mt-4">
        {notFound ? (
          <SaleNotFound />
        ) : sale.isError ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-6" role="alert">
            <h1 className="text-xl font-semibold text-red-900">{t('loadError.title')}</h1>
            <p className="mt-2 text-red-900">{t('loadError.text')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void sale.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : sale.data ? (
          <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
            <SaleDetails
              sale={sale.data}
              sectionHeading="h2"
              title={<h1 className="text-2xl font-bold break-words text-neutral-900">{sale.data.title}</h1>}
              actions={
                <>
                  <FavoriteButton sale={sale.data} variant="button" />
                  <PlanButton sale={sale.data} />
                </>
              }
            />
          </div>
        ) : (
          <div className="h-96 animate-pulse rounded-xl bg-neutral-200" role="status">
            <span className="sr-only">{t('loading')}</span>
          </div>
        )}
      </div>
    </div>
  );
}

function SaleNotFound() {
  const t = useT('sale-page');
  const noun = useProductNoun();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 bg-white px-6 py-12 text-center">
      <SearchX className="size-10 text-neutral-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-neutral-900">{t('notFound.title')}</h1>
      <p className="text-neutral-700">{t('notFound.text', { productSingular: noun.singular })}</p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('notFound.explore', { productTitle: noun.title, productPlural: noun.plural })}
      </Link>
    </div>
  );
}
