import { todayIn } from '../../shared/dates';
import type { EventCreate, EventDay, EventPatch, EventSummary } from '../../shared/schemas/events';
import type { EventOrganizerEntry } from '../../shared/schemas/events-admin';
import type { SessionUser } from '../auth/sessions';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { salesChanged } from '../sales/sales-cache';
import { logEventAction, ORGANIZERS_ONLY, requireEvent, requireManagedEvent } from './event-access';
import { numberIfRegistrationClosed } from './event-numbering';
import { toEventSummaries } from './events.service';
import {
  countCities,
  countEventSales,
  deleteEventRow,
  deleteOrganizer,
  findAccountByEmail,
  insertEventRow,
  insertOrganizer,
  listAllEventRows,
  listOrganizedEventRows,
  listOrganizers,
  lockEventRow,
  replaceEventCities,
  replaceEventDays,
  slugTaken,
  updateEventRow,
} from './events-admin.repo';

export interface EventsContext {
  db: Db;
  config: AppConfig;
  timeZone: string;
  now: () => Date;
}

const SLUG_TAKEN = apiText('events-api', 'api.slugTaken');
/** Words under /api/events/ that name calls, not events. */
const RESERVED_SLUGS = new Set(['joinable']);

/** The event's days sorted; none in the past. */
export function checkedDays(days: EventDay[], today: string): EventDay[] {
  if (days.some((day) => day.date < today))
    throw new BadRequestError(apiText('events-api', 'api.pastDates'), [
      { path: 'dates', message: apiText('events-api', 'api.pastDates') },
    ]);
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}

async function checkSlug(db: DbExecutor, slug: string, exceptId?: number): Promise<void> {
  if (RESERVED_SLUGS.has(slug)) throw new BadRequestError(apiText('events-api', 'api.slugReserved'));
  if (await slugTaken(db, slug, exceptId)) throw new ConflictError(SLUG_TAKEN);
}

async function checkCities(db: DbExecutor, cityIds: number[]): Promise<void> {
  const unique = new Set(cityIds);
  // An id no integer column holds names no city (and must not reach the database as one).
  if ([...unique].some((id) => id > 2_147_483_647) || (await countCities(db, [...unique])) !== unique.size)
    throw new BadRequestError(apiText('events-api', 'api.unknownCity'));
}

/** Whether a database error is the slug's unique index (two creations racing for one slug). */
function isSlugConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint_name, constraint } = current as Record<string, unknown>;
    if (
      code === '23505' &&
      (constraint === 'sale_events_slug_key' || constraint_name === 'sale_events_slug_key')
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugConflict(error)) throw new ConflictError(SLUG_TAKEN);
    throw error;
  }
}

/** Administrators only: throws 403 for anyone else. */
function assertAdmin(user: SessionUser): void {
  if (user.userType !== 'admin') throw new ForbiddenError(ORGANIZERS_ONLY);
}

/** POST /api/admin/events: the event, its days and cities in one transaction. */
export async function createEvent(
  ctx: EventsContext,
  user: SessionUser,
  body: EventCreate,
): Promise<{ id: number; slug: string }> {
  assertAdmin(user);
  const days = checkedDays(body.dates, todayIn(ctx.timeZone, ctx.now()));
  return slugSafe(() =>
    ctx.db.transaction(async (tx) => {
      await checkSlug(tx, body.slug);
      await checkCities(tx, body.cityIds);
      const row = await insertEventRow(tx, {
        slug: body.slug,
        name: body.name,
        description: body.description,
        rules: body.rules,
        registrationOpensAt: new Date(body.registrationOpensAt),
        registrationClosesAt: new Date(body.registrationClosesAt),
        maxSales: body.maxSales ?? null,
        createdBy: user.id,
      });
      if (!row) throw new Error('The event was not stored');
      await replaceEventDays(tx, row.id, days);
      await replaceEventCities(tx, row.id, body.cityIds);
      await logEventAction(tx, row.id, user, 'created', body.name);
      return row;
    }),
  );
}

/** PATCH /api/admin/events/{slug}: the fields given replace the stored ones (administrator or organizer). */
export async function updateEvent(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  body: EventPatch,
): Promise<EventSummary> {
  const found = await requireManagedEvent(ctx.db, user, slug);
  const today = todayIn(ctx.timeZone, ctx.now());
  const updated = await slugSafe(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockEventRow(tx, found.id);
      if (!row) throw new NotFoundError(apiText('events-api', 'event.notFound'));
      if (body.slug !== undefined && body.slug !== row.slug) await checkSlug(tx, body.slug, row.id);
      if (body.cityIds !== undefined) await checkCities(tx, body.cityIds);
      const opens = body.registrationOpensAt ? new Date(body.registrationOpensAt) : row.registrationOpensAt;
      const closes = body.registrationClosesAt
        ? new Date(body.registrationClosesAt)
        : row.registrationClosesAt;
      if (opens >= closes)
        throw new BadRequestError(apiText('events-api', 'api.registrationOrder'), [
          { path: 'registrationClosesAt', message: apiText('events-api', 'api.registrationOrder') },
        ]);
      if (body.dates !== undefined) {
        // Registered sales sit on the event's days: changing them is the rain date, which moves the sales too.
        if ((await countEventSales(tx, row.id)) > 0)
          throw new ConflictError(apiText('events-api', 'api.datesHaveSales'));
        await replaceEventDays(tx, row.id, checkedDays(body.dates, today));
      }
      if (body.cityIds !== undefined) await replaceEventCities(tx, row.id, body.cityIds);
      const saved = await updateEventRow(tx, row.id, {
        slug: body.slug ?? row.slug,
        name: body.name ?? row.name,
        description: body.description === undefined ? row.description : body.description,
        rules: body.rules === undefined ? row.rules : body.rules,
        registrationOpensAt: opens,
        registrationClosesAt: closes,
        maxSales: body.maxSales === undefined ? row.maxSales : body.maxSales,
      });
      if (!saved) throw new Error('The event was not saved');
      await logEventAction(tx, row.id, user, 'edited', Object.keys(body).sort().join(', '));
      return saved;
    }),
  );
  await salesChanged();
  const [summary] = await toEventSummaries(ctx.db, [updated]);
  if (!summary) throw new Error('The event was not read back');
  return summary;
}

/** DELETE /api/admin/events/{slug}: administrators only; its registrations go with it, the sales stay. */
export async function deleteEvent(ctx: EventsContext, user: SessionUser, slug: string): Promise<void> {
  assertAdmin(user);
  const row = await requireEvent(ctx.db, slug);
  await deleteEventRow(ctx.db, row.id);
  await salesChanged();
}

/** GET /api/admin/events: an administrator's every event, an organizer's own; anyone else 403. */
export async function listManagedEvents(ctx: EventsContext, user: SessionUser): Promise<EventSummary[]> {
  const rows =
    user.userType === 'admin'
      ? await listAllEventRows(ctx.db)
      : await listOrganizedEventRows(ctx.db, user.id);
  if (user.userType !== 'admin' && rows.length === 0) throw new ForbiddenError(ORGANIZERS_ONLY);
  const now = ctx.now();
  const current = await Promise.all(rows.map((row) => numberIfRegistrationClosed(ctx, row, now)));
  return toEventSummaries(ctx.db, current);
}

/** POST /api/admin/events/{slug}/organizers: administrators make an account an organizer of one event. */
export async function addOrganizer(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  email: string,
): Promise<EventOrganizerEntry> {
  assertAdmin(user);
  const event = await requireEvent(ctx.db, slug);
  const account = await findAccountByEmail(ctx.db, email);
  if (!account) throw new NotFoundError(apiText('events-api', 'api.userNotFound'));
  await ctx.db.transaction(async (tx) => {
    const added = await insertOrganizer(tx, event.id, account.id);
    if (added) await logEventAction(tx, event.id, user, 'organizer-added', account.email);
  });
  return { userId: account.id, email: account.email };
}

/** DELETE /api/admin/events/{slug}/organizers/{userId}: administrators only. */
export async function removeOrganizer(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  userId: number,
): Promise<void> {
  assertAdmin(user);
  const event = await requireEvent(ctx.db, slug);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteOrganizer(tx, event.id, userId);
    if (!removed) throw new NotFoundError(apiText('events-api', 'api.organizerNotFound'));
    await logEventAction(tx, event.id, user, 'organizer-removed', removed);
  });
}

/** The event's organizers (the dashboard shows them). */
export function organizersOf(db: DbExecutor, eventId: number): Promise<EventOrganizerEntry[]> {
  return listOrganizers(db, eventId);
}
