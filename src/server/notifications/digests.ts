import { and, eq } from 'drizzle-orm';
import { addDaysIso } from '../../shared/dates';
import { formatLongDay } from '../../shared/i18n/format-date';
import { type Locale, localizedPath } from '../../shared/i18n/locales';
import { localClock } from '../../shared/open-now';
import { explorePathFor } from '../../shared/saved-search-path';
import { MAX_WINDOW_DAYS, SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import { asLocale } from '../auth/account-locale';
import { notificationPreferences, savedSearches, users } from '../db/schema';
import { serverT } from '../lib/server-i18n';
import { layMail } from '../mail/mail-layout';
import { siteLink, siteUrl } from '../mail/site-links';
import { listNewSaleRows } from '../sales/sales.repo';
import { resolveListFilters } from '../sales/sales.service';
import type { NotifyContext } from './notify-context';
import { wantsMail } from './preferences.repo';
import { queueWithUnsubscribe } from './unsubscribe-tokens';

/** At most this many sales are listed in one digest; the link shows them all. */
const LISTED_IN_DIGEST = 20;

const dayRange = (sale: { startDate: string; endDate: string }, locale: Locale) =>
  sale.startDate === sale.endDate
    ? formatLongDay(sale.startDate, locale)
    : serverT(locale, 'mail')('digest.days', {
        start: formatLongDay(sale.startDate, locale),
        end: formatLongDay(sale.endDate, locale),
      });

/**
 * The saved searches' daily digest: once a day from config.notifications.digestHour (site time), for each
 * search of a verified person who keeps digests on, the sales posted since its last digest that its
 * filters match (the list's own filtering, from today on when it names no dates). Nothing is sent when
 * nothing is new; either way the search's clock moves on. One message per search and day
 * ('saved-search:<id>:<day>'), and each search is locked while it is done, so instances do it once.
 */
export async function queueDigests(ctx: NotifyContext, now: Date): Promise<number> {
  const clock = localClock(now, ctx.config.timeZone);
  if (clock.minutes < ctx.config.notifications.digestHour * 60) return 0;
  const searches = await ctx.db
    .select({ id: savedSearches.id, lastDigestAt: savedSearches.lastDigestAt })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(savedSearches.emailDigest, true), wantsMail.savedSearchDigests));
  const due = searches.filter(
    (search) => localClock(search.lastDigestAt, ctx.config.timeZone).date < clock.date,
  );
  let queued = 0;
  for (const { id } of due) {
    queued += await ctx.db.transaction(async (tx) => {
      const [search] = await tx
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          filters: savedSearches.filters,
          lastDigestAt: savedSearches.lastDigestAt,
          userId: users.id,
          email: users.email,
          locale: users.locale,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(eq(savedSearches.id, id))
        .for('update', { of: savedSearches, skipLocked: true });
      if (!search || localClock(search.lastDigestAt, ctx.config.timeZone).date >= clock.date) return 0;
      await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, id));
      const parsed = SaleFiltersQuerySchema.safeParse(search.filters);
      // Filters the schema no longer accepts (it changed since): no digest rather than a wrong one.
      if (!parsed.success) return 0;
      const filters = resolveListFilters(parsed.data, {
        startDate: clock.date,
        endDate: addDaysIso(clock.date, MAX_WINDOW_DAYS - 1),
      });
      const sales = await listNewSaleRows(tx, filters, { after: search.lastDigestAt, until: now });
      if (sales.length === 0) return 0;
      const listed = sales.slice(0, LISTED_IN_DIGEST);
      const more = sales.length - listed.length;
      const locale = asLocale(search.locale);
      const t = serverT(locale, 'mail');
      const link = (path: string) => siteLink(ctx.config, localizedPath(path, locale));
      const sent = await queueWithUnsubscribe(
        tx,
        ctx.config,
        { userId: search.userId, kind: 'saved-search', savedSearchId: search.id },
        (unsubscribeUrl) => ({
          to: search.email,
          userId: search.userId,
          kind: 'saved-search',
          eventKey: `saved-search:${search.id}:${clock.date}`,
          subject: t('digest.subject', { count: sales.length, name: search.name }),
          ...layMail({
            locale,
            siteName: ctx.config.siteName,
            siteUrl: siteUrl(ctx.config),
            paragraphs: [
              t('digest.intro', { name: search.name }),
              ...(more > 0 ? [t('digest.more', { more })] : []),
            ],
            details: listed.map((sale) => [
              sale.title,
              `${dayRange(sale, locale)}, ${sale.address}, ${sale.city} (${link(`/garage-sales/${sale.id}`)})`,
            ]),
            action: { label: t('digest.action'), url: link(explorePathFor(search.filters)) },
            unsubscribeUrl,
          }),
        }),
      );
      return sent ? 1 : 0;
    });
  }
  return queued;
}
