import { and, eq, sql } from 'drizzle-orm';
import { hhmm } from '../../shared/dates';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../shared/schemas/notifications';
import type { DbExecutor } from '../db/executor';
import { eventMessageStops, notificationPreferences, saleEvents, users } from '../db/schema';

/** The user's choices (the defaults when they never saved any), with their address and whether it is verified. */
export async function findPreferences(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      reminders: notificationPreferences.reminders,
      changeNotices: notificationPreferences.changeNotices,
      savedSearchDigests: notificationPreferences.savedSearchDigests,
      reminderTime: notificationPreferences.reminderTime,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    email: row.email,
    emailVerified: row.emailVerified,
    reminders: row.reminders ?? d.reminders,
    changeNotices: row.changeNotices ?? d.changeNotices,
    savedSearchDigests: row.savedSearchDigests ?? d.savedSearchDigests,
    reminderTime: row.reminderTime ? hhmm(row.reminderTime) : d.reminderTime,
  };
}

/** Sets some of the user's choices; the others keep their stored (or default) values. */
export async function savePreferences(
  db: DbExecutor,
  userId: number,
  changes: Partial<NotificationPreferences>,
): Promise<void> {
  const values = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes, userId };
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

/**
 * SQL for "this user gets this kind of mail": a verified address and the choice on (the default when
 * no row). Used inside the scheduler's queries, so a whole batch is one statement.
 */
export const wantsMail = {
  changeNotices: sql`${users.emailVerified} and coalesce(${notificationPreferences.changeNotices}, true)`,
  reminders: sql`${users.emailVerified} and coalesce(${notificationPreferences.reminders}, false)`,
  savedSearchDigests: sql`${users.emailVerified} and coalesce(${notificationPreferences.savedSearchDigests}, true)`,
};

/** A community sale day's name, and whether this person stopped its organizers' messages (issue 25). */
export async function findEventMessageStop(db: DbExecutor, eventId: number, userId: number) {
  const [row] = await db
    .select({ name: saleEvents.name, stoppedBy: eventMessageStops.userId })
    .from(saleEvents)
    .leftJoin(
      eventMessageStops,
      and(eq(eventMessageStops.eventId, saleEvents.id), eq(eventMessageStops.userId, userId)),
    )
    .where(eq(saleEvents.id, eventId));
  return row ? { name: row.name, stopped: row.stoppedBy !== null } : undefined;
}

/** Stops the event's organizers' messages to this person; again is fine. */
export async function stopEventMessages(db: DbExecutor, eventId: number, userId: number): Promise<void> {
  await db.insert(eventMessageStops).values({ eventId, userId }).onConflictDoNothing();
}
