import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { notificationPreferences, saleChangeEvents, users } from '../db/schema';
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
  saleLink?: string;
}

/**
 * One notice for a run of changes: a removal or an early end says so; edits compare the first "before"
 * with the last "after", so a change made and undone tells nothing. Undefined: nothing worth telling.
 */
export function composeNotice(events: EventRow[], saleLink: string): Notice | undefined {
  const first = events[0];
  const last = events[events.length - 1];
  if (!first || !last) return undefined;
  const before = readSnapshot(first.before);
  const title = last.saleTitle;
  if (!before) return undefined;
  const where = `${before.address}, ${before.city}`;
  if (events.some((event) => event.change === 'removed')) {
    return {
      subject: `Cancelled: ${title}`,
      paragraphs: [
        `“${title}” at ${where}, a sale you saved, was removed from the site. It will not take place.`,
      ],
      details: [],
    };
  }
  const after = readSnapshot(last.after) ?? before;
  const lines = describeChanges(before, after);
  if (events.some((event) => event.change === 'completed')) {
    return {
      subject: `Ended early: ${title}`,
      paragraphs: [
        `The seller of “${title}” at ${where}, a sale you saved, has marked it as finished. It is over.`,
      ],
      details: lines,
      saleLink,
    };
  }
  if (lines.length === 0) return undefined;
  return {
    subject: `Changed: ${title}`,
    paragraphs: [`“${title}”, a sale you saved, has changed:`],
    details: lines,
    saleLink,
  };
}

/** The recipients, now: still there, verified and still wanting change notices. */
async function reachableRecipients(db: DbExecutor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
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
      const notice = composeNotice(events, siteLink(ctx.config, `/garage-sales/${saleId}`));
      let count = 0;
      if (notice) {
        const ids = [...new Set(events.flatMap((event) => event.recipientIds))];
        for (const person of await reachableRecipients(tx, ids)) {
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
                siteName: ctx.config.siteName,
                siteUrl: siteUrl(ctx.config),
                paragraphs: notice.paragraphs,
                details: notice.details,
                action: notice.saleLink ? { label: 'See the sale', url: notice.saleLink } : undefined,
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
