import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { formatLongDate, formatTime12 } from '../../shared/date-format';
import { addDaysIso, hhmm, parseSchedule } from '../../shared/dates';
import { localClock, openingWindow, timeOf } from '../../shared/open-now';
import { favorites, garageSales, notificationPreferences, users } from '../db/schema';
import { layMail } from '../mail/mail-layout';
import { siteLink, siteUrl } from '../mail/site-links';
import { publiclyVisible, salePlaceAndDays } from '../sales/sales.repo';
import type { NotifyContext } from './notify-context';
import { wantsMail } from './preferences.repo';
import { queueWithUnsubscribe } from './unsubscribe-tokens';

/** Google Maps' directions to the sale's pin: the pin is where the seller said the sale is. */
export function directionsLink(position: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${position.lat},${position.lng}`;
}

/**
 * The reminders due at `now`: for each favourite open tomorrow (site time) of each verified person who
 * chose reminders and whose reminder time has come today. Queued under 'reminder:<sale>:<day>', so every
 * later tick, and every other instance, finds it queued already. A tick late in the evening still sends
 * (the app was down at the hour); from midnight on it is the sale's own day, and nothing is sent.
 */
export async function queueReminders(ctx: NotifyContext, now: Date): Promise<number> {
  const clock = localClock(now, ctx.config.timeZone);
  const day = addDaysIso(clock.date, 1);
  const rows = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      saleId: garageSales.id,
      title: garageSales.title,
      ...salePlaceAndDays,
    })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .innerJoin(garageSales, eq(garageSales.id, favorites.saleId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        wantsMail.reminders,
        publiclyVisible,
        eq(garageSales.isCompleted, false),
        lte(garageSales.startDate, day),
        gte(garageSales.endDate, day),
        sql`coalesce(${notificationPreferences.reminderTime}, '19:00') <= ${timeOf(clock.minutes)}::time`,
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const startTime = hhmm(row.startTime);
    const endTime = hhmm(row.endTime);
    const schedule = parseSchedule(row.scheduleData, { startDate: row.startDate, startTime, endTime });
    const open = openingWindow({ ...row, startTime, endTime, schedule }, day);
    // The same hours as the site shows for that day (open-now.ts); none: not open tomorrow.
    if (!open) continue;
    const hours = `${formatTime12(timeOf(open.opensAt))} to ${formatTime12(timeOf(open.closesAt))}`;
    const sent = await ctx.db.transaction((tx) =>
      queueWithUnsubscribe(tx, ctx.config, { userId: row.userId, kind: 'reminders' }, (unsubscribeUrl) => ({
        to: row.email,
        userId: row.userId,
        kind: 'reminder',
        eventKey: `reminder:${row.saleId}:${day}`,
        subject: `Tomorrow: ${row.title}`,
        ...layMail({
          siteName: ctx.config.siteName,
          siteUrl: siteUrl(ctx.config),
          paragraphs: [`“${row.title}”, a sale you saved, is open tomorrow.`],
          details: [
            ['When', `${formatLongDate(day)}, ${hours}`],
            ['Where', `${row.address}, ${row.city}`],
            ['Directions', directionsLink(row)],
          ],
          action: { label: 'See the sale', url: siteLink(ctx.config, `/garage-sales/${row.saleId}`) },
          unsubscribeUrl,
        }),
      })),
    );
    if (sent) queued += 1;
  }
  return queued;
}
