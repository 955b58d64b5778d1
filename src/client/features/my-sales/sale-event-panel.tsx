import { LogOut, PartyPopper, Printer, UserPlus } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'wouter';
import type { EventSummary } from '../../../shared/schemas/events';
import type { MySale, SaleEventLink } from '../../../shared/schemas/events-admin';
import { Button, buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { joinableEvents } from '../../lib/seller-events';
import { useSaleEventChange, yardSignPath } from './use-sale-event';

// Buttons that carry an event's name wrap on a phone instead of running out of the card.
const WRAPPING = 'h-auto! max-w-full min-h-11 shrink! py-1.5 text-left whitespace-normal! sm:min-h-9';

interface Props {
  sale: MySale;
  past: boolean;
  today: string;
  /** This and the coming events (undefined while loading): the ones a sale in none may join. */
  events: readonly EventSummary[] | undefined;
  onLeave: (sale: MySale, event: SaleEventLink) => void;
}

/**
 * A sale's community sale day on its My Sales card (issue 25): the event, the sale's number, "Follow the
 * event's dates", "Print yard sign" and "Leave the event"; or "Join <event>" for a sale whose days fall on
 * an event taking registrations.
 */
export function SaleEventPanel({ sale, past, today, events, onLeave }: Props) {
  const t = useT('events');
  const change = useSaleEventChange();
  const event = sale.event;
  if (!event) {
    if (past || !events) return null;
    const joinable = joinableEvents(events, sale, Date.now());
    if (joinable.length === 0) return null;
    return (
      <div className="mt-2 flex flex-wrap gap-2">
        {joinable.map((candidate) => (
          <Button
            key={candidate.slug}
            variant="outline"
            size="sm"
            className={WRAPPING}
            aria-disabled={change.isPending || undefined}
            onClick={() => {
              if (change.isPending) return;
              change.mutate({ action: 'join', saleId: sale.id, slug: candidate.slug, name: candidate.name });
            }}
          >
            <UserPlus aria-hidden="true" />
            <span>
              {t('seller.card.join', { name: candidate.name })} <span className="sr-only">{sale.title}</span>
            </span>
          </Button>
        ))}
      </div>
    );
  }

  const canLeave = !past && today < event.firstDate;
  return (
    <section
      // Named after its sale: My Sales may hold several event sales, and each region's name must be unique.
      aria-label={t('seller.card.label', { title: sale.title })}
      className="mt-2 grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
      data-testid="my-sale-event"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <PartyPopper className="size-4 shrink-0 text-green-800" aria-hidden="true" />
        {event.number !== null && (
          <span
            className="rounded-md bg-green-800 px-1.5 py-0.5 text-sm font-bold text-white"
            data-testid="my-sale-number"
          >
            {t('seller.card.number', { number: event.number })}
          </span>
        )}
        <Link
          href={`/events/${event.slug}`}
          className="min-w-0 font-semibold break-words text-green-900 underline underline-offset-2 hover:text-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          {event.name}
        </Link>
      </p>
      {event.number === null && <p className="text-green-900">{t('seller.card.noNumber')}</p>}
      {!past && <FollowSwitch sale={sale} event={event} change={change} />}
      {(event.number !== null || canLeave) && (
        <div className="flex flex-wrap gap-2">
          {event.number !== null && (
            <a href={yardSignPath(event.slug, sale.id)} className={buttonClasses('outline', 'sm', WRAPPING)}>
              <Printer aria-hidden="true" />
              <span>
                {t('seller.card.sign')} <span className="sr-only">{sale.title}</span>
              </span>
            </a>
          )}
          {canLeave && (
            <Button variant="outline" size="sm" className={WRAPPING} onClick={() => onLeave(sale, event)}>
              <LogOut aria-hidden="true" />
              <span>
                {t('seller.card.leave')} <span className="sr-only">{sale.title}</span>
              </span>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** The rain-date opt-out: on, the sale moves with the event; off, it keeps its own dates. */
function FollowSwitch({
  sale,
  event,
  change,
}: {
  sale: MySale;
  event: SaleEventLink;
  change: ReturnType<typeof useSaleEventChange>;
}) {
  const t = useT('events');
  const id = useId();
  const pending = change.isPending && change.variables.action === 'follow';
  const checked =
    pending && change.variables.action === 'follow' ? change.variables.follows : event.followsEventDates;
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={`${id}-follow`}
        checked={checked}
        aria-describedby={`${id}-follow-hint`}
        aria-disabled={change.isPending || undefined}
        onCheckedChange={(follows) => {
          if (change.isPending) return;
          change.mutate({ action: 'follow', saleId: sale.id, slug: event.slug, name: event.name, follows });
        }}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-neutral-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 data-[state=checked]:bg-green-700"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <div className="grid gap-0.5">
        <label htmlFor={`${id}-follow`} className="font-medium">
          {t('seller.card.follow')} <span className="sr-only">{sale.title}</span>
        </label>
        <p id={`${id}-follow-hint`} className="text-green-900">
          {t('seller.card.followHint')}
        </p>
      </div>
    </div>
  );
}
