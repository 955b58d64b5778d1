import { useQuery } from '@tanstack/react-query';
import { CalendarX, PartyPopper, SearchX, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatLongDay, formatMoment, formatTimeOfDay } from '../../../shared/i18n/format-date';
import { type EventDetail, EventSlugSchema } from '../../../shared/schemas/events';
import { LoadError } from '../../components/load-error';
import { LoadingPanel } from '../../components/loading-panel';
import { NoticeCard } from '../../components/notice-card';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useConfig } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import {
  eventQueryOptions,
  eventScheduleEntries,
  firstRunOfDays,
  registrationState,
  upcomingDays,
} from '../../lib/seller-events';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues, type WizardValues } from './wizard-values';

/** The event's days as the wizard's first values: its first run of days, each with the event's hours. */
export function eventWizardValues(event: EventDetail, today: string): WizardValues {
  const run = firstRunOfDays(event.dates, today);
  const first = run[0];
  const last = run.at(-1);
  return {
    ...emptyWizardValues(),
    dateRange: first && last ? { from: first.date, to: last.date } : undefined,
    schedule: eventScheduleEntries(run),
  };
}

/**
 * /create-sale?event={slug} (issue 25, "Register your sale"): the event's name and days above the wizard,
 * which starts with the event's dates and hours and offers only its days. An unknown event, or one not
 * taking registrations, is said before the wizard (the server says it too if that changes meanwhile).
 */
export function EventSaleWizard({ slug, heading }: { slug: string; heading: ReactNode }) {
  const t = useT('events');
  const valid = EventSlugSchema.safeParse(slug).success;
  const event = useQuery({ ...eventQueryOptions(slug), enabled: valid, retry: false });
  const { today } = useConfig();

  if (!valid || (event.error instanceof ApiError && event.error.status === 404)) {
    return (
      <Refusal icon={SearchX} title={t('seller.unknown.title')} text={t('seller.unknown.text')} slug={null} />
    );
  }
  if (event.isError) return <LoadError title={t('seller.loadError')} onRetry={() => void event.refetch()} />;
  if (!event.data || !event.isFetchedAfterMount) return <LoadingPanel />;
  return <RegistrationFor event={event.data} today={today} heading={heading} />;
}

function RegistrationFor({
  event,
  today,
  heading,
}: {
  event: EventDetail;
  today: string;
  heading: ReactNode;
}) {
  const t = useT('events');
  const locale = useLocale();
  const state = registrationState(event, Date.now());
  const days = upcomingDays(event.dates, today);
  if (state === 'notYet') {
    const date = formatMoment(event.registrationOpensAt, locale, 'date');
    return (
      <Refusal
        icon={CalendarX}
        title={t('seller.notYet.title')}
        text={t('seller.notYet.text', { name: event.name, date })}
        slug={event.slug}
      />
    );
  }
  if (state === 'closed' || days.length === 0) {
    const date = formatMoment(event.registrationClosesAt, locale, 'date');
    return (
      <Refusal
        icon={CalendarX}
        title={t('seller.closed.title')}
        text={t('seller.closed.text', { name: event.name, date })}
        slug={event.slug}
      />
    );
  }
  if (state === 'full') {
    return (
      <Refusal
        icon={UsersRound}
        title={t('seller.full.title')}
        text={t('seller.full.text', { name: event.name, max: event.maxSales ?? 0 })}
        slug={event.slug}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      {heading}
      <EventNotice event={event} days={days} />
      <SaleWizard
        saleId={null}
        initialValues={eventWizardValues(event, today)}
        event={{ slug: event.slug, days, createdText: t('seller.created', { name: event.name }) }}
      />
    </div>
  );
}

/** Which event the sale is for, its days and hours, and that the sale's days are among them. */
function EventNotice({ event, days }: { event: EventDetail; days: EventDetail['dates'] }) {
  const t = useT('events');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="event-notice-heading"
      className="mb-5 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-950"
      data-testid="event-notice"
    >
      <PartyPopper className="mt-0.5 size-5 shrink-0 text-green-800" aria-hidden="true" />
      <div className="grid min-w-0 gap-1.5">
        <h2 id="event-notice-heading" className="text-base font-semibold break-words">
          <span className="font-normal">{`${t('seller.for.label')} `}</span>
          {event.name}
        </h2>
        <p>{t('seller.for.text', { name: event.name })}</p>
        <p className="font-medium">{t('seller.for.days')}</p>
        <ul className="grid gap-0.5">
          {days.map((day) => (
            <li key={day.date}>
              {t('seller.dayHours', {
                day: formatLongDay(day.date, locale),
                start: formatTimeOfDay(day.startTime, locale),
                end: formatTimeOfDay(day.endTime, locale),
              })}
            </li>
          ))}
        </ul>
        <p>{t('seller.for.narrow')}</p>
      </div>
    </section>
  );
}

function Refusal({
  icon,
  title,
  text,
  slug,
}: {
  icon: typeof SearchX;
  title: string;
  text: string;
  slug: string | null;
}) {
  const t = useT('events');
  return (
    <NoticeCard icon={icon} title={title} text={text}>
      <div className="flex flex-wrap justify-center gap-2">
        {slug && (
          <Link href={`/events/${slug}`} className={buttonClasses('outline', 'md')}>
            {t('seller.seeEvent')}
          </Link>
        )}
        <Link href="/create-sale" className={buttonClasses('primary', 'md')}>
          {t('seller.postAlone')}
        </Link>
      </div>
    </NoticeCard>
  );
}
