import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import type { Sale } from '../../../shared/schemas/sale';
import { ApiError } from '../../lib/api';
import { useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { saleQueryOptions } from '../../lib/queries';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { FavoriteButton } from './favorite-button';
import { PlanButton } from './plan-button';
import { SaleDetails } from './sale-details';

interface Props {
  saleId: number | null;
  onClose: () => void;
}

/**
 * The detail of the selected sale in a modal, read with the detail call: the list carries only what a
 * card shows (decision 0010), the description, schedule and photos come from here.
 */
export function SaleDetailModal({ saleId, onClose }: Props) {
  const single = useQuery({ ...saleQueryOptions(saleId ?? 0), enabled: saleId !== null });
  const failure = !single.isError
    ? null
    : single.error instanceof ApiError && single.error.status === 404
      ? 'not-found'
      : 'error';
  return <SaleDetailDialog open={saleId !== null} sale={single.data} failure={failure} onClose={onClose} />;
}

interface DialogProps {
  open: boolean;
  /** The sale to show; undefined while it loads or when it could not be read. */
  sale: Sale | undefined;
  failure: 'not-found' | 'error' | null;
  onClose: () => void;
}

/** The modal itself, for any screen that already holds the sale (Explore, Favorites). */
export function SaleDetailDialog({ open, sale, failure, onClose }: DialogProps) {
  const noun = useProductNoun();
  const t = useT('sale');
  const shell = useT('shell');
  const productSingular = noun.singular;
  const notFound = failure === 'not-found';
  // The modal has no Radix trigger (cards and markers open it), so it remembers what had focus itself.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        className="max-w-2xl"
        data-testid="sale-modal"
        onOpenAutoFocus={() => {
          returnFocusTo.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
        }}
      >
        <DialogDescription className="sr-only">
          {t('modal.description', { productSingular })}
        </DialogDescription>
        {sale ? (
          <SaleDetails
            sale={sale}
            sectionHeading="h3"
            title={<DialogTitle className="pr-8 text-2xl break-words">{sale.title}</DialogTitle>}
            actions={
              <>
                <FavoriteButton sale={sale} variant="button" />
                <PlanButton sale={sale} />
              </>
            }
          />
        ) : failure ? (
          <div className="p-6">
            <DialogTitle>{t(notFound ? 'modal.notFound' : 'modal.loadFailed')}</DialogTitle>
            <p className="mt-2 text-neutral-700">
              {notFound ? t('modal.notFoundBody', { productSingular }) : t('modal.checkConnection')}
            </p>
          </div>
        ) : (
          <div className="flex items-center gap-3 p-6">
            <LoaderCircle className="size-5 animate-spin text-green-700" aria-hidden="true" />
            <DialogTitle className="text-base font-medium">{shell('loading')}</DialogTitle>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
