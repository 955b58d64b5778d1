import { useQuery } from '@tanstack/react-query';
import { Heart, Route } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isPastSale } from '../../../shared/dates';
import type { Sale } from '../../../shared/schemas/sale';
import { SignInRequired } from '../../components/guards/sign-in-required';
import { LoadError } from '../../components/load-error';
import { LoadingPanel } from '../../components/loading-panel';
import { PlanButton } from '../../components/sale/plan-button';
import { SaleCard } from '../../components/sale/sale-card';
import { SaleDetailDialog } from '../../components/sale/sale-detail-modal';
import { Button, buttonClasses } from '../../components/ui/button';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { favoritesQueryOptions } from '../../lib/favorites';
import { useT } from '../../lib/i18n';
import { isUnauthorized, useSession } from '../../lib/session';
import { usePlan } from '../../lib/use-plan';

/**
 * /favorites (spec §2 leaves the design to us): the sales the user saved, newest first, as Explore's
 * cards; a sale that is over stays, marked 'Ended', until the user removes it.
 */
export function FavoritesPage() {
  const noun = useProductNoun();
  const session = useSession();
  const t = useT('favorites');
  useDocumentTitle(t('title'));
  const signedIn = session.user !== null;
  const favorites = useQuery({ ...favoritesQueryOptions, enabled: signedIn });

  if (session.isLoading && !signedIn) return <LoadingPanel size="list" />;
  if (!signedIn || isUnauthorized(favorites.error)) {
    return <SignInRequired description={t('signIn')} />;
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <h1
        id="favorites-heading"
        className="mb-2 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl"
      >
        {t('title')}
      </h1>
      <p className="mb-6 text-neutral-700">{t('intro', { productPlural: noun.plural })}</p>
      {favorites.isError ? (
        <LoadError title={t('loadError')} onRetry={() => void favorites.refetch()} />
      ) : favorites.isPending ? (
        <LoadingPanel size="list" />
      ) : favorites.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
          <Heart className="size-9 text-neutral-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-neutral-900">{t('empty.title')}</h2>
          <p className="text-neutral-700">{t('empty.text', { productSingular: noun.singular })}</p>
          <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('empty.explore', { productTitle: noun.title, productPlural: noun.plural })}
          </Link>
        </div>
      ) : (
        <FavoriteList sales={favorites.data} userId={session.user?.id ?? null} />
      )}
    </div>
  );
}

function FavoriteList({ sales, userId }: { sales: Sale[]; userId: number | null }) {
  const { today } = useConfig();
  // The opened sale is kept, so removing it from the favourites inside the modal leaves the modal open.
  const [opened, setOpened] = useState<Sale | null>(null);
  const shown = opened && (sales.find((sale) => sale.id === opened.id) ?? { ...opened, isFavorite: false });
  const upcoming = sales.filter((sale) => !isPastSale(sale, today) && sale.isActive);

  return (
    <>
      {upcoming.length > 0 && <PlanTheseLink sales={upcoming} />}
      <ul
        className="grid gap-3 lg:grid-cols-2"
        aria-labelledby="favorites-heading"
        data-testid="favorite-list"
      >
        {sales.map((sale) => (
          <SaleCard
            key={sale.id}
            sale={sale}
            currentUserId={userId}
            ended={isPastSale(sale, today) || !sale.isActive}
            onSelect={(id) => setOpened(sales.find((item) => item.id === id) ?? null)}
            action={<PlanButton sale={sale} variant="icon" />}
          />
        ))}
      </ul>
      <SaleDetailDialog
        open={shown !== null}
        sale={shown ?? undefined}
        failure={null}
        onClose={() => setOpened(null)}
      />
    </>
  );
}

/** Puts every favourite still to come into the plan and opens the planner (issue 11). */
function PlanTheseLink({ sales }: { sales: Sale[] }) {
  const plan = usePlan();
  const t = useT('favorites');
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      className="mb-4"
      disabled={!plan.ready}
      onClick={() => {
        if (plan.add(sales.map((sale) => sale.id))) navigate('/plan');
      }}
    >
      <Route aria-hidden="true" />
      {t('planThese')}
    </Button>
  );
}
