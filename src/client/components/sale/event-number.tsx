import { CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { CARD } from '../../../shared/sale-card-classes';
import type { SaleEventRef } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/*
 * A community sale day's number on a sale (issue 25): '#23' before the card's title and on the sale's page,
 * with a link to the event's page there. Only sales of an event carry `event`, so other cards never load
 * the `events` words; an event's card waits for them in its own boundary, never holding up the list.
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

function EventLinkText({ event }: { event: SaleEventRef }) {
  const t = useT('events');
  return (
    <Link
      href={`/events/${event.slug}`}
      className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-green-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 sm:min-h-0"
      data-testid="sale-event-link"
    >
      <CalendarDays className="size-4" aria-hidden="true" />
      {event.number === null ? t('card.partOf') : t('card.numberInEvent', { number: event.number })}
    </Link>
  );
}

/** On a sale's page: its number and the way to its event's page. */
export function EventLink({ event }: { event: SaleEventRef | undefined }) {
  if (!event) return null;
  return (
    <Suspense fallback={null}>
      <EventLinkText event={event} />
    </Suspense>
  );
}
