import { localClock } from './open-now';

/*
 * The badges shoppers asked for (issue 26), on Explore's cards and the map markers' tooltips, worked out
 * from the list answer alone (its `postedAt`, days and hours) on the site's clock: the answer stays the
 * same bytes for everyone and every minute, and the reader's clock decides (decision 0036).
 */

export type SaleBadge = 'new' | 'endsToday' | 'lastDay';

/** "New": posted in the last 48 hours. */
export const NEW_FOR_MS = 48 * 60 * 60 * 1000;

interface BadgedSale {
  startDate: string;
  endDate: string;
  /** The hours' end ('HH:MM'): once it has passed on the last day, the sale is over and no longer ends today. */
  endTime: string;
  postedAt: string;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const MINUTE_MS = 60_000;

/** The last wall clock read, by time zone and minute: a list's cards and markers read it once, not each. */
let lastClock: { timeZone: string; minute: number; clock: ReturnType<typeof localClock> } | undefined;

/**
 * The site's wall clock at `now`, read once a minute: `localClock` asks `Intl` for the date's parts, which
 * every card and every map marker of a busy week's list did (hundreds a render). Time zones are offset from
 * UTC by whole minutes, so the wall clock changes only when UTC's minute does.
 */
function clockAt(now: Date, timeZone: string): ReturnType<typeof localClock> {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (lastClock?.timeZone !== timeZone || lastClock.minute !== minute) {
    lastClock = { timeZone, minute, clock: localClock(now, timeZone) };
  }
  return lastClock.clock;
}

/**
 * A sale's badges at `now` in the site's time zone, in the order a card shows them: "New" (posted less than
 * 48 hours ago), then "Last day" (today is the last of several days) or "Ends today" (a one-day sale,
 * today). A sale that is over has none.
 */
export function saleBadges(sale: BadgedSale, timeZone: string, now: Date): SaleBadge[] {
  const clock = clockAt(now, timeZone);
  const over =
    sale.endDate < clock.date || (sale.endDate === clock.date && clock.minutes >= minutesOf(sale.endTime));
  if (over) return [];
  const badges: SaleBadge[] = [];
  const age = now.getTime() - Date.parse(sale.postedAt);
  if (age >= 0 && age < NEW_FOR_MS) badges.push('new');
  if (sale.endDate === clock.date) badges.push(sale.startDate < sale.endDate ? 'lastDay' : 'endsToday');
  return badges;
}
