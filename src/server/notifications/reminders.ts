import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { addDaysIso, hhmm, parseSchedule } from '../../shared/dates';
import { formatLongDay, formatTimeOfDay } from '../../shared/i18n/format-date';
import { localizedPath } from '../../shared/i18n/locales';
import { localClock, openingWindow, timeOf } from '../../shared/open-now';
import { asLocale } from '../auth/account-locale';
import { favorites, garageSales, notificationPreferences, users } from '../db/schema';
import { serverT } from '../lib/server-i18n';
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
      locale: users.locale,
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
    const locale = asLocale(row.locale);
    const t = serverT(locale, 'mail');
    const hours = t('reminder.hours', {
      opens: formatTimeOfDay(timeOf(open.opensAt), locale),
      closes: formatTimeOfDay(timeOf(open.closesAt), locale),
    });
    const sent = await ctx.db.transaction((tx) =>
      queueWithUnsubscribe(tx, ctx.config, { userId: row.userId, kind: 'reminders' }, (unsubscribeUrl) => ({
        to: row.email,
        userId: row.userId,
        kind: 'reminder',
        eventKey: `reminder:${row.saleId}:${day}`,
        subject: t('reminder.subject', { title: row.title }),
        ...layMail({
          locale,
          siteName: ctx.config.siteName,
          siteUrl: siteUrl(ctx.config),
          paragraphs: [t('reminder.open', { title: row.title })],
          details: [
            [t('reminder.when'), `${formatLongDay(day, locale)}, ${hours}`],
            [t('reminder.where'), `${row.address}, ${row.city}`],
            [t('reminder.directions'), directionsLink(row)],
          ],
          action: {
            label: t('reminder.action'),
            url: siteLink(ctx.config, localizedPath(`/garage-sales/${row.saleId}`, locale)),
          },
          unsubscribeUrl,
        }),
      })),
    );
    if (sent) queued += 1;
  }
  return queued;
}
