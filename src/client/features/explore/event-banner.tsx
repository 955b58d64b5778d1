import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { thisWeekWindow } from '../../../shared/dates';
import { INTL_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { type EventSummary, EventSummaryListSchema } from '../../../shared/schemas/events';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { getJson } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';

/*
 * Issue 25: Explore's banner for a community sale day this week ("Saturday: Spruce Grove Community Garage
 * Sale, 143 sales", linking to its page) and its filter "Part of <event>". Loaded apart from Explore's
 * first script and shown once the list is there, over the map's bottom edge (explore-page.tsx): it never
 * delays the first paint, and moves nothing when it appears.
 */

export const currentEventsQueryOptions = {
  queryKey: ['/api/events'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getJson('/api/events', { schema: EventSummaryListSchema, signal }),
};

/** The event's first day from today on within this week, or undefined when it has none. */
function dayThisWeek(event: EventSummary, today: string): string | undefined {
  const { endDate } = thisWeekWindow(today);
  return event.dates.map((day) => day.date).find((date) => date >= today && date <= endDate);
}

/** 'Saturday' / 'Samedi': the day's name, capitalised as the banner's first word. */
function weekdayName(day: string, locale: Locale): string {
  const name = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + name.slice(1);
}

interface Props {
  filters: SaleFilters;
  onChange: (filters: SaleFilters) => void;
}

export function EventBanner({ filters, onChange }: Props) {
  const { today } = useConfig();
  const locale = useLocale();
  const t = useT('events');
  const events = useQuery(currentEventsQueryOptions);
  const thisWeek = (events.data ?? []).flatMap((event) => {
    const day = dayThisWeek(event, today);
    return day ? [{ event, day }] : [];
  });
  // The chosen event stays offered (to be turned off) even when it is not this week's.
  const chosen = (events.data ?? []).find((event) => event.slug === filters.event);
  const shown = thisWeek.length > 0 ? thisWeek : chosen ? [{ event: chosen, day: undefined }] : [];
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('banner.label')} data-testid="event-banner">
      {shown.map(({ event, day }) => {
        const pressed = filters.event === event.slug;
        return (
          <li
            key={event.slug}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-green-200 bg-green-50/95 px-3 py-1.5 shadow-md"
          >
            <CalendarDays className="size-5 shrink-0 text-green-800" aria-hidden="true" />
            <Link
              href={`/events/${event.slug}`}
              className="flex min-h-11 min-w-0 flex-1 basis-52 items-center text-sm font-semibold text-green-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
            >
              {day
                ? t('banner.text', {
                    day: weekdayName(day, locale),
                    name: event.name,
                    count: event.salesCount,
                  })
                : event.name}
            </Link>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ ...filters, event: pressed ? undefined : event.slug })}
              className={cn(
                'inline-flex h-11 items-center rounded-full border px-3.5 text-sm font-medium sm:h-9',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
                pressed
                  ? 'border-green-800 bg-green-800 text-white'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100',
              )}
            >
              {t('filter.partOf', { name: event.name })}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
