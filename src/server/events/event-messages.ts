import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { EventMessage } from '../../shared/schemas/events';
import { asLocale } from '../auth/account-locale';
import type { SessionUser } from '../auth/sessions';
import { eventMessageStops, eventSales, garageSales, users } from '../db/schema';
import { serverT } from '../lib/server-i18n';
import { layMail } from '../mail/mail-layout';
import { siteLink, siteUrl } from '../mail/site-links';
import { queueWithUnsubscribe } from '../notifications/unsubscribe-tokens';
import { logEventAction, requireManagedEvent } from './event-access';
import type { EventsContext } from './events-admin.service';

/**
 * POST /api/admin/events/{slug}/messages: "Message all sellers". One message per seller (however many of
 * their sales are registered), queued in one transaction through the outbox; the same subject and text
 * sent again is not queued twice (the outbox's event key holds the message's digest). The mail is about
 * the seller's own registration, as a sale's moderation notice is, so it carries no unsubscribe link:
 * leaving the event stops it. Answers how many sellers it was queued for.
 */
export async function messageAllSellers(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  body: EventMessage,
): Promise<number> {
  const event = await requireManagedEvent(ctx.db, user, slug);
  const digest = crypto
    .createHash('sha256')
    .update(`${body.subject}\n${body.text}`)
    .digest('hex')
    .slice(0, 32);
  // The site's rules for mail nobody asked for: verified addresses only, none to who stopped this event's.
  const sellers = await ctx.db
    .selectDistinct({ userId: users.id, email: users.email, locale: users.locale })
    .from(eventSales)
    .innerJoin(garageSales, eq(garageSales.id, eventSales.saleId))
    .innerJoin(users, eq(users.id, garageSales.userId))
    .leftJoin(
      eventMessageStops,
      and(eq(eventMessageStops.eventId, eventSales.eventId), eq(eventMessageStops.userId, users.id)),
    )
    .where(
      and(eq(eventSales.eventId, event.id), eq(users.emailVerified, true), isNull(eventMessageStops.userId)),
    );
  const eventUrl = siteLink(ctx.config, `/events/${event.slug}`);
  return ctx.db.transaction(async (tx) => {
    let queued = 0;
    for (const seller of sellers) {
      const locale = asLocale(seller.locale);
      const t = serverT(locale, 'events-api');
      const target = { userId: seller.userId, kind: 'event-messages' as const, eventId: event.id };
      const sent = await queueWithUnsubscribe(tx, ctx.config, target, (unsubscribeUrl) => ({
        to: seller.email,
        userId: seller.userId,
        kind: 'event-message',
        eventKey: `event-message:${event.id}:${digest}`,
        subject: `${event.name}: ${body.subject}`,
        ...layMail({
          locale,
          siteName: ctx.config.siteName,
          siteUrl: siteUrl(ctx.config),
          paragraphs: [...body.text.split(/\n{2,}/), t('mail.footer', { eventName: event.name })],
          action: { label: event.name, url: eventUrl },
          unsubscribeUrl,
        }),
      }));
      if (sent) queued += 1;
    }
    await logEventAction(tx, event.id, user, 'messaged', body.subject);
    return queued;
  });
}
