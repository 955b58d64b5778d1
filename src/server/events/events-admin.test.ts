import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EventSummaryListSchema, EventSummarySchema } from '../../shared/schemas/events';
import { EventDashboardSchema } from '../../shared/schemas/events-admin';
import { eventLog, saleEvents } from '../db/schema';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createEventWorld } from './events-test-world.fixtures';

describe.each(engines)('the organizers event calls on %s', (engine) => {
  const w = useWorld(() => createEventWorld(engine));

  it('lets administrators only create events, and answers 201 with its id and slug', async () => {
    expect((await w.send('POST', '/api/admin/events', undefined, w.eventBody('a-guest'))).statusCode).toBe(
      401,
    );
    const refused = await w.send('POST', '/api/admin/events', w.owner, w.eventBody('a-user'));
    expect(refused.statusCode).toBe(403);
    const created = await w.send('POST', '/api/admin/events', w.admin, w.eventBody('a-created'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), slug: 'a-created' });
    const again = await w.send('POST', '/api/admin/events', w.admin, w.eventBody('a-created'));
    expect(again.statusCode).toBe(409);
    const past = await w.send('POST', '/api/admin/events', w.admin, w.eventBody('a-past', {}, -1));
    expect(past.statusCode).toBe(400);
    const unknownCity = await w.send(
      'POST',
      '/api/admin/events',
      w.admin,
      w.eventBody('a-city', { cityIds: [999999] }),
    );
    expect(unknownCity.statusCode).toBe(400);
    const huge = await w.send(
      'POST',
      '/api/admin/events',
      w.admin,
      w.eventBody('a-huge', { cityIds: [3_539_065_571_099_714] }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe("Choose the event's cities from the list");
    const reserved = await w.send('POST', '/api/admin/events', w.admin, w.eventBody('joinable'));
    expect(reserved.statusCode).toBe(400);
    const rows = await w.t.database.db.select({ slug: saleEvents.slug }).from(saleEvents);
    expect(rows.map((row) => row.slug)).toEqual(['a-created']);
  });

  it("lets the event's organizer edit it and no other user; only administrators name organizers or delete", async () => {
    await w.send('POST', '/api/admin/events', w.admin, w.eventBody('b-event'));
    await w.send('POST', '/api/admin/events', w.admin, w.eventBody('b-other'));
    expect((await w.send('GET', '/api/admin/events', w.organizer)).statusCode).toBe(403);
    const organizes = async () => (await w.send('GET', '/api/auth/me', w.organizer)).json().organizesEvents;
    expect(await organizes()).toBe(false);
    const byOrganizer = await w.send('POST', '/api/admin/events/b-event/organizers', w.organizer, {
      email: w.organizer.email,
    });
    expect(byOrganizer.statusCode).toBe(403);
    const named = await w.send('POST', '/api/admin/events/b-event/organizers', w.admin, {
      email: w.organizer.email.toUpperCase(),
    });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toEqual({ userId: w.organizer.id, email: w.organizer.email });
    // The session read says so: the account menu then leads to the organizer's events.
    expect(await organizes()).toBe(true);
    const noAccount = await w.send('POST', '/api/admin/events/b-event/organizers', w.admin, {
      email: 'nobody-here@example.org',
    });
    expect(noAccount.statusCode).toBe(404);

    const edited = await w.send('PATCH', '/api/admin/events/b-event', w.organizer, {
      name: 'Renamed day',
      maxSales: 40,
    });
    expect(edited.statusCode).toBe(200);
    expect(EventSummarySchema.parse(edited.json())).toMatchObject({ name: 'Renamed day', maxSales: 40 });
    expect(
      (await w.send('PATCH', '/api/admin/events/b-other', w.organizer, { name: 'Not mine' })).statusCode,
    ).toBe(403);
    expect(
      (await w.send('PATCH', '/api/admin/events/b-event', w.other, { name: 'Not mine' })).statusCode,
    ).toBe(403);
    const order = await w.send('PATCH', '/api/admin/events/b-event', w.organizer, {
      registrationOpensAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(order.statusCode).toBe(400);
    expect((await w.send('DELETE', '/api/admin/events/b-event', w.organizer)).statusCode).toBe(403);
    expect((await w.send('GET', '/api/admin/events/b-other/dashboard', w.organizer)).statusCode).toBe(403);

    const mine = EventSummaryListSchema.parse((await w.send('GET', '/api/admin/events', w.organizer)).json());
    expect(mine.map((event) => event.slug)).toEqual(['b-event']);
    const all = EventSummaryListSchema.parse((await w.send('GET', '/api/admin/events', w.admin)).json());
    expect(all.map((event) => event.slug)).toEqual(expect.arrayContaining(['b-event', 'b-other']));

    const dashboard = EventDashboardSchema.parse(
      (await w.send('GET', '/api/admin/events/b-event/dashboard', w.organizer)).json(),
    );
    expect(dashboard.organizers).toEqual([{ userId: w.organizer.id, email: w.organizer.email }]);
    expect(dashboard.log.map((entry) => [entry.actorEmail, entry.action])).toEqual([
      [w.organizer.email, 'edited'],
      [w.admin.email, 'organizer-added'],
      [w.admin.email, 'created'],
    ]);

    const removed = await w.send('DELETE', `/api/admin/events/b-event/organizers/${w.organizer.id}`, w.admin);
    expect(removed.statusCode).toBe(204);
    expect(await organizes()).toBe(false);
    expect(
      (await w.send('PATCH', '/api/admin/events/b-event', w.organizer, { name: 'Gone' })).statusCode,
    ).toBe(403);
    expect((await w.send('DELETE', '/api/admin/events/b-event', w.admin)).statusCode).toBe(204);
    expect((await w.send('GET', '/api/events/b-event')).statusCode).toBe(404);
    const log = await w.t.database.db
      .select()
      .from(eventLog)
      .innerJoin(saleEvents, eq(saleEvents.id, eventLog.eventId))
      .where(eq(saleEvents.slug, 'b-event'));
    expect(log).toEqual([]);
  });
});
