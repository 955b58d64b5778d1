import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EventSummaryListSchema } from '../../shared/schemas/events';
import { MySaleListSchema } from '../../shared/schemas/events-admin';
import { eventSales, garageSales } from '../db/schema';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createEventWorld } from './events-test-world.fixtures';

const DAY = 86_400_000;

describe.each(engines)("the sellers' event calls on %s", (engine) => {
  const w = useWorld(() => createEventWorld(engine));
  const create = async (slug: string, overrides: Record<string, unknown> = {}, offset = 5) => {
    const answer = await w.send('POST', '/api/admin/events', w.admin, w.eventBody(slug, overrides, offset));
    expect(answer.statusCode).toBe(201);
  };
  const registered = async (saleId: number) =>
    w.t.database.db.select().from(eventSales).where(eq(eventSales.saleId, saleId));

  it('joins an own sale on the event day; refuses others, other days, other cities, a second event', async () => {
    await create('s-join', { cityIds: [] });
    await create('s-second');
    const onDay = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    const offDay = await w.sale({ startDate: w.day(5), endDate: w.day(6) });
    const join = (saleId: number, as = w.owner, slug = 's-join') =>
      w.send('POST', `/api/events/${slug}/sales`, as, { saleId });

    expect((await join(onDay, w.other)).statusCode).toBe(403);
    const outside = await join(offDay);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe("The sale's days must be among the event's days");
    const joined = await join(onDay);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      saleId: onDay,
      event: { slug: 's-join', number: null, followsEventDates: true },
    });
    expect((await join(onDay)).statusCode).toBe(409);
    const second = await join(onDay, w.owner, 's-second');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This sale is already part of another event');
    expect(await registered(offDay)).toEqual([]);

    const spruce = (
      await w.t.database.db.query.cities.findFirst({ where: (c, { eq: is }) => is(c.name, 'Spruce Grove') })
    )?.id;
    await create('s-area', { cityIds: [spruce] });
    const inStony = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    const area = await join(inStony, w.owner, 's-area');
    expect(area.statusCode).toBe(400);
    expect(area.json().message).toBe("The sale's city is not part of this event");

    const mine = MySaleListSchema.parse((await w.send('GET', '/api/my-sales', w.owner)).json());
    expect(mine.find((sale) => sale.id === onDay)?.event).toMatchObject({
      slug: 's-join',
      name: 'Sale day s-join',
    });
    expect(mine.find((sale) => sale.id === offDay)?.event).toBeNull();
  });

  it('refuses before the window opens, after it closes and once the cap is reached', async () => {
    await create('s-later', {
      registrationOpensAt: new Date(Date.now() + DAY).toISOString(),
      registrationClosesAt: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    await create('s-capped', { maxSales: 1 });
    const first = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    const second = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    const early = await w.send('POST', '/api/events/s-later/sales', w.owner, { saleId: first });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Registration for this event has not opened yet');
    expect((await w.send('POST', '/api/events/s-capped/sales', w.owner, { saleId: first })).statusCode).toBe(
      201,
    );
    const full = await w.send('POST', '/api/events/s-capped/sales', w.owner, { saleId: second });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This event is full: it takes at most 1 sales');
    const french = await w.t.app.inject({
      method: 'POST',
      url: '/api/events/s-capped/sales',
      headers: { cookie: w.owner.cookie, 'accept-language': 'fr' },
      payload: { saleId: second },
    });
    expect(french.json().message).toBe('Cet événement est complet : il accueille au plus 1 ventes');
    expect(await registered(second)).toEqual([]);

    await w.send('PATCH', '/api/admin/events/s-later', w.admin, {
      registrationOpensAt: new Date(Date.now() - 2 * DAY).toISOString(),
      registrationClosesAt: new Date(Date.now() - DAY).toISOString(),
    });
    const late = await w.send('POST', '/api/events/s-later/sales', w.owner, { saleId: second });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Registration for this event is closed');
  });

  /** A one-day sale's body, `offset` days ahead. */
  const oneDay = (offset: number, eventSlug: string) =>
    w.body(
      {
        eventSlug,
        endDate: w.day(offset),
        scheduleData: JSON.stringify([{ date: w.day(offset), startTime: '08:00', endTime: '14:00' }]),
      },
      offset,
    );

  it('creates a sale with eventSlug in one transaction, or no sale at all', async () => {
    await create('s-wizard', { maxSales: 1 });
    const before = await w.saleCount();
    const made = await w.send('POST', '/api/garage-sales', w.owner, oneDay(5, 's-wizard'));
    expect(made.statusCode).toBe(201);
    expect(await registered(made.json().id)).toHaveLength(1);
    const full = await w.send('POST', '/api/garage-sales', w.owner, oneDay(5, 's-wizard'));
    expect(full.statusCode).toBe(409);
    const outside = await w.send('POST', '/api/garage-sales', w.owner, oneDay(3, 's-join'));
    expect(outside.statusCode).toBe(400);
    const unknown = await w.send('POST', '/api/garage-sales', w.owner, oneDay(5, 'no-such-day'));
    expect(unknown.statusCode).toBe(404);
    expect(await w.saleCount()).toBe(before + 1);
  });

  it('lists joinable events for a sale, lets its seller opt out of the dates and leave before the day', async () => {
    await create('s-leave');
    await create('s-started', {}, 0);
    const sale = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    const joinable = EventSummaryListSchema.parse(
      (await w.send('GET', `/api/events/joinable?saleId=${sale}`, w.owner)).json(),
    );
    expect(joinable.map((event) => event.slug)).toContain('s-leave');
    expect(joinable.map((event) => event.slug)).not.toContain('s-started');
    expect((await w.send('GET', `/api/events/joinable?saleId=${sale}`, w.other)).statusCode).toBe(403);
    await w.send('POST', '/api/events/s-leave/sales', w.owner, { saleId: sale });
    expect(
      (await w.send('PATCH', `/api/events/s-leave/sales/${sale}`, w.other, { followsEventDates: false }))
        .statusCode,
    ).toBe(403);
    const optOut = await w.send('PATCH', `/api/events/s-leave/sales/${sale}`, w.owner, {
      followsEventDates: false,
    });
    expect(optOut.json().event.followsEventDates).toBe(false);
    expect((await w.send('DELETE', `/api/events/s-leave/sales/${sale}`, w.other)).statusCode).toBe(403);
    expect((await w.send('DELETE', `/api/events/s-leave/sales/${sale}`, w.owner)).statusCode).toBe(204);
    expect(await registered(sale)).toEqual([]);
    expect((await w.send('DELETE', `/api/events/s-leave/sales/${sale}`, w.owner)).statusCode).toBe(404);

    const today = await w.sale({ startDate: w.day(0), endDate: w.day(0) });
    expect((await w.send('POST', '/api/events/s-started/sales', w.owner, { saleId: today })).statusCode).toBe(
      201,
    );
    const stay = await w.send('DELETE', `/api/events/s-started/sales/${today}`, w.owner);
    expect(stay.statusCode).toBe(409);
    expect(stay.json().message).toBe('The event has started: its sales can no longer leave it');
  });

  it("keeps a registered sale's edits on the event's days unless it opted out of them", async () => {
    await create('s-edit');
    const made = await w.send('POST', '/api/garage-sales', w.owner, oneDay(5, 's-edit'));
    const id = made.json().id as number;
    const { eventSlug: _, ...moved } = oneDay(6, 's-edit');
    const refused = await w.send('PUT', `/api/garage-sales/${id}`, w.owner, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The sale's days must be among the event's days");
    const [row] = await w.t.database.db.select().from(garageSales).where(eq(garageSales.id, id));
    expect(row?.startDate).toBe(w.day(5));
    await w.send('PATCH', `/api/events/s-edit/sales/${id}`, w.owner, { followsEventDates: false });
    expect((await w.send('PUT', `/api/garage-sales/${id}`, w.owner, moved)).statusCode).toBe(200);
  });

  it('gives the last place to one of two sellers asking at once', async () => {
    await create('s-race', { maxSales: 1 });
    const sales = [
      await w.sale({ startDate: w.day(5), endDate: w.day(5) }),
      await w.sale({ userId: w.other.id, startDate: w.day(5), endDate: w.day(5) }),
    ];
    const answers = await Promise.all(
      sales.map((saleId, i) =>
        w.send('POST', '/api/events/s-race/sales', i === 0 ? w.owner : w.other, { saleId }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
