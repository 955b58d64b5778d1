import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { DbExecutor } from '../db/executor';
import { eventLog, eventOrganizers } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { type EventRow, findEventRow } from './events.repo';

export const ORGANIZERS_ONLY = apiText('events-api', 'api.organizersOnly');

/** Whether the user organizes this event (administrators manage every event without being organizers). */
export async function isOrganizerOf(db: DbExecutor, userId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventOrganizers.userId })
    .from(eventOrganizers)
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.userId, userId)));
  return row !== undefined;
}

/** The stored event, or a 404. */
export async function requireEvent(db: DbExecutor, slug: string): Promise<EventRow> {
  const row = await findEventRow(db, slug);
  if (!row) throw new NotFoundError(apiText('events-api', 'event.notFound'));
  return row;
}

/**
 * The event this user manages: an administrator any event, an organizer the events they were made
 * organizers of; anyone else a 403 (an unknown event is a 404 for all: the events are public).
 */
export async function requireManagedEvent(
  db: DbExecutor,
  user: SessionUser,
  slug: string,
): Promise<EventRow> {
  const row = await requireEvent(db, slug);
  if (user.userType !== 'admin' && !(await isOrganizerOf(db, user.id, row.id)))
    throw new ForbiddenError(ORGANIZERS_ONLY);
  return row;
}

/** Records who did what to the event, in the caller's transaction when there is one. */
export async function logEventAction(
  db: DbExecutor,
  eventId: number,
  actor: SessionUser,
  action: string,
  detail: string | null = null,
): Promise<void> {
  await db.insert(eventLog).values({ eventId, actorId: actor.id, actorEmail: actor.email, action, detail });
}
