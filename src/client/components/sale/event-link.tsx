import { CalendarDays } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import type { SaleEventRef } from '../../../shared/schemas/sale';
import { useT } from '../../lib/i18n';

/*
 * On a sale's page and in its modal (issue 25): its community sale day's number and the way to the event's
 * page. Apart from the card's number (event-number.tsx), so that Explore's first script does not carry it.
 */

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
