import { Suspense } from 'react';
import { CARD } from '../../../shared/sale-card-classes';
import type { SaleEventRef } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/*
 * A community sale day's number on a sale's card (issue 25): '#23' before the title (the sale's page has
 * event-link.tsx). Only sales of an event carry `event`, so other cards never load the `events` words; an
 * event's card waits for them in its own boundary, never holding up the list.
 */

function NumberBadge({ number, className }: { number: number; className?: string }) {
  const t = useT('events');
  return (
    <span className={cn(CARD.number, className)} data-testid="sale-event-number">
      {t('card.number', { number })}
    </span>
  );
}

/** '#23' before a card's title; nothing for a sale of no event or not yet numbered. */
export function EventNumber({ event, className }: { event: SaleEventRef | undefined; className?: string }) {
  if (event?.number === undefined || event.number === null) return null;
  return (
    <Suspense fallback={null}>
      <NumberBadge number={event.number} className={className} />
    </Suspense>
  );
}
