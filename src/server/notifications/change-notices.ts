import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Locale, localizedPath } from '../../shared/i18n/locales';
import { asLocale } from '../auth/account-locale';
import type { DbExecutor } from '../db/executor';
import { notificationPreferences, saleChangeEvents, users } from '../db/schema';
import { serverT } from '../lib/server-i18n';
import { layMail } from '../mail/mail-layout';
import { siteLink, siteUrl } from '../mail/site-links';
import { describeChanges, readSnapshot } from '../sales/sale-snapshot';
import type { NotifyContext } from './notify-context';
import { wantsMail } from './preferences.repo';
import { queueWithUnsubscribe } from './unsubscribe-tokens';

type EventRow = typeof saleChangeEvents.$inferSelect;

/** The sales whose recorded changes have settled: none newer than the quiet time. */
async function settledSaleIds(db: DbExecutor, cutoff: Date): Promise<number[]> {
  const rows = await db
    .select({ saleId: saleChangeEvents.saleId })
    .from(saleChangeEvents)
    .where(isNull(saleChangeEvents.noticedAt))
    .groupBy(saleChangeEvents.saleId)
    .having(sql`max(${saleChangeEvents.createdAt}) <= ${cutoff.toISOString()}::timestamptz`);
  return rows.map((row) => row.saleId);
}

interface Notice {
  subject: string;
  paragraphs: string[];
  details: [string, string][];
  /** The sale's page, for a sale still on the site. */
  saleLink?: boolean;
}

/**
 * One notice for a run of changes, in `locale`: a removal or an early end says so; edits compare the
 * first "before" with the last "after", so a change made and undone tells nothing. Undefined: nothing
 * worth telling.
 */
export function composeNotice(events: EventRow[], locale: Locale): Notice | undefined {
  const first = events[0];
  const last = events[events.length - 1];
  if (!first || !last) return undefined;
  const before = readSnapshot(first.before);
  const title = last.saleTitle;
  if (!before) return undefined;
  const t = serverT(locale, 'mail');
  const where = `${before.address}, ${before.city}`;
  if (events.some((event) => event.change === 'removed')) {
    return {
      subject: t('change.removed.subject', { title }),
      paragraphs: [t('change.removed.body', { title, where })],
      details: [],
    };
  }
  const after = readSnapshot(last.after) ?? before;
  const lines = describeChanges(before, after, locale);
  if (events.some((event) => event.change === 'completed')) {
    return {
      subject: t('change.ended.subject', { title }),
      paragraphs: [t('change.ended.body', { title, where })],
      details: lines,
      saleLink: true,
    };
  }
  if (lines.length === 0) return undefined;
  return {
    subject: t('change.changed.subject', { title }),
    paragraphs: [t('change.changed.body', { title })],
    details: lines,
    saleLink: true,
  };
}

/** The recipients, now: still there, verified and still wanting change notices. */
async function reachableRecipients(db: DbExecutor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.id, ids), wantsMail.changeNotices));
}

/**
 * Queues one notice per sale and person for every sale whose changes have settled (config.notifications.
 * changeQuietMs without a further one), then marks those changes told, all in one transaction per sale.
 * The events are locked, so another instance's tick skips them; the mail's eventKey (the first change's id)
 * keeps a notice single even so. Answers how many messages were queued.
 */
export async function queueChangeNotices(ctx: NotifyContext, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.notifications.changeQuietMs);
  let queued = 0;
  for (const saleId of await settledSaleIds(ctx.db, cutoff)) {
    queued += await ctx.db.transaction(async (tx) => {
      const events = await tx
        .select()
        .from(saleChangeEvents)
        .where(and(eq(saleChangeEvents.saleId, saleId), isNull(saleChangeEvents.noticedAt)))
        .orderBy(asc(saleChangeEvents.id))
        .for('update', { skipLocked: true });
      const first = events[0];
      if (!first) return 0;
      // Composed once per language: whether there is anything to tell does not depend on it.
      const notices = new Map<Locale, Notice | undefined>();
      const noticeIn = (locale: Locale) => {
        if (!notices.has(locale)) notices.set(locale, composeNotice(events, locale));
        return notices.get(locale);
      };
      let count = 0;
      if (noticeIn('en')) {
        const ids = [...new Set(events.flatMap((event) => event.recipientIds))];
        for (const person of await reachableRecipients(tx, ids)) {
          const locale = asLocale(person.locale);
          const notice = noticeIn(locale);
          if (!notice) continue;
          const saleLink = siteLink(ctx.config, localizedPath(`/garage-sales/${saleId}`, locale));
          const sent = await queueWithUnsubscribe(
            tx,
            ctx.config,
            { userId: person.id, kind: 'change-notices' },
            (unsubscribeUrl) => ({
              to: person.email,
              userId: person.id,
              kind: 'change-notice',
              eventKey: `change-notice:${saleId}:${first.id}`,
              subject: notice.subject,
              ...layMail({
                locale,
                siteName: ctx.config.siteName,
                siteUrl: siteUrl(ctx.config),
                paragraphs: notice.paragraphs,
                details: notice.details,
                action: notice.saleLink
                  ? { label: serverT(locale, 'mail')('change.action'), url: saleLink }
                  : undefined,
                unsubscribeUrl,
              }),
            }),
          );
          if (sent) count += 1;
        }
      }
      await tx
        .update(saleChangeEvents)
        .set({ noticedAt: now })
        .where(
          inArray(
            saleChangeEvents.id,
            events.map((event) => event.id),
          ),
        );
      return count;
    });
  }
  return queued;
}
