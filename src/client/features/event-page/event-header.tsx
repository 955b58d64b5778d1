import { BookOpen, ClipboardPen, FileText, Printer, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { formatLongDay, formatMoment, formatTimeOfDay } from '../../../shared/i18n/format-date';
import type { EventDetail } from '../../../shared/schemas/events';
import { shareLink } from '../../components/sale/share';
import { Button, buttonClasses } from '../../components/ui/button';
import { useProductNoun } from '../../lib/config';
import { loadT, useLocale, useT } from '../../lib/i18n';
import { registrationState } from './event-filter';

/** The system share sheet with the event's page, or its link copied (as a sale's Share). */
function shareEvent(event: EventDetail) {
  const url = `${window.location.origin}/events/${event.slug}`;
  return shareLink({ title: event.name, url }, async () => {
    const t = await loadT('events');
    return {
      copied: t('page.share.copied'),
      copiedDescription: t('page.share.copiedDescription'),
      failed: t('page.share.failed'),
      failedDescription: t('page.share.failedDescription'),
    };
  });
}

/** "Register your sale" while registration is open; else why not. */
function Registration({ event }: { event: EventDetail }) {
  const t = useT('events');
  const locale = useLocale();
  const state = registrationState(event, new Date());
  if (state === 'open') {
    return (
      <Link
        href={`/create-sale?event=${encodeURIComponent(event.slug)}`}
        className={buttonClasses('primary')}
      >
        <ClipboardPen aria-hidden="true" />
        {t('page.register')}
      </Link>
    );
  }
  const text =
    state === 'notYet'
      ? t('page.registration.opens', { when: formatMoment(event.registrationOpensAt, locale) })
      : t(state === 'full' ? 'page.registration.full' : 'page.registration.closed');
  return (
    <p className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 text-sm font-medium text-neutral-800">
      {text}
    </p>
  );
}

/**
 * Paper: the booklet and the poster (PDFs the server makes in the reader's language, from the same
 * address in both languages), and this page printed.
 */
function PrintLinks({ event }: { event: EventDetail }) {
  const t = useT('events');
  const pdf = (name: string) => `/events/${encodeURIComponent(event.slug)}/${name}.pdf`;
  return (
    <>
      <a href={pdf('booklet')} className={buttonClasses('outline')}>
        <BookOpen aria-hidden="true" />
        {t('page.booklet')}
      </a>
      <a href={pdf('poster')} className={buttonClasses('outline')}>
        <FileText aria-hidden="true" />
        {t('page.poster')}
      </a>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t('page.print')}
      </Button>
    </>
  );
}

/** The event's name, days and hours, how many sales, where, and what a seller or a shopper can do. */
export function EventHeader({ event }: { event: EventDetail }) {
  const t = useT('events');
  const locale = useLocale();
  const noun = useProductNoun();
  return (
    <header className="grid gap-3">
      <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 sm:text-3xl">
        {event.name}
      </h1>
      <ul className="grid gap-0.5 text-neutral-900" aria-label={t('page.dates')}>
        {event.dates.map((day) => (
          <li key={day.date}>
            {t('page.day', {
              day: formatLongDay(day.date, locale),
              start: formatTimeOfDay(day.startTime, locale),
              end: formatTimeOfDay(day.endTime, locale),
            })}
          </li>
        ))}
      </ul>
      <p className="font-semibold text-green-800 print:text-neutral-900" data-testid="event-count">
        {t('page.count', {
          count: event.salesCount,
          productSingular: noun.singular,
          productPlural: noun.plural,
        })}
        {event.cities.length > 0 &&
          ` · ${t('page.area', { cities: new Intl.ListFormat(locale).format(event.cities.map((c) => c.name)) })}`}
      </p>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Registration event={event} />
        <Button variant="outline" onClick={() => void shareEvent(event)}>
          <Share2 aria-hidden="true" />
          {t('page.share')}
        </Button>
        <PrintLinks event={event} />
      </div>
      {event.description && (
        <p className="whitespace-pre-line text-neutral-800 print:text-sm">{event.description}</p>
      )}
      {event.rules && (
        <section aria-labelledby="event-rules" className="print:hidden">
          <h2 id="event-rules" className="text-lg font-semibold text-neutral-900">
            {t('page.rules')}
          </h2>
          <p className="whitespace-pre-line text-neutral-800">{event.rules}</p>
        </section>
      )}
    </header>
  );
}
