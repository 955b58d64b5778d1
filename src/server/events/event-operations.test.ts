import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EventDetailSchema } from '../../shared/schemas/events';
import { EventDashboardSchema } from '../../shared/schemas/events-admin';
import { eventSales, favorites, garageSales, mailOutbox, saleChangeEvents, users } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertEvent, registerEventSales } from './events.fixtures';
import { createEventWorld } from './events-test-world.fixtures';

/** The number each sale holds in its event. */
async function numbersOf(db: Parameters<typeof registerEventSales>[0], saleIds: number[]) {
  const rows = await db.select().from(eventSales);
  return saleIds.map((id) => rows.find((row) => row.saleId === id)?.number ?? null);
}

describe.each(engines)("an event's numbers, rain date, participants and messages on %s", (engine) => {
  const w = useWorld(() => createEventWorld(engine));

  it('numbers neighbours with near numbers by city, and never changes a number once given', async () => {
    const db = w.t.database.db;
    const eventId = await insertEvent(db, { slug: 'o-numbers', firstDay: w.day(5) });
    const at = (lat: number, lng: number, city = 'Stony Plain') =>
      w.sale({ startDate: w.day(5), endDate: w.day(5), position: { lat, lng }, city });
    // Two streets far apart in one town and a neighbouring town, stored interleaved (ids mix the places).
    const north: number[] = [];
    const south: number[] = [];
    const spruce: number[] = [];
    for (const i of [0, 1, 2]) {
      north.push(await at(53.6 + i * 0.0005, -114.0 - i * 0.0005));
      south.push(await at(53.4 + i * 0.0005, -114.2 - i * 0.0005));
      if (i < 2) spruce.push(await at(53.5 + i * 0.001, -114.1, 'Spruce Grove'));
    }
    const all = [...north, ...south, ...spruce];
    await registerEventSales(
      db,
      eventId,
      all.map((saleId) => ({ saleId })),
    );

    expect((await w.send('POST', '/api/admin/events/o-numbers/numbers', w.owner)).statusCode).toBe(403);
    const numbered = await w.send('POST', '/api/admin/events/o-numbers/numbers', w.admin);
    expect(numbered.json()).toMatchObject({ numbered: 8, newlyNumbered: 8 });
    const spread = async (ids: number[]) => {
      const numbers = (await numbersOf(db, ids)) as number[];
      return Math.max(...numbers) - Math.min(...numbers);
    };
    expect(await spread(north)).toBe(2);
    expect(await spread(south)).toBe(2);
    expect(await spread(spruce)).toBe(1);
    const given = await numbersOf(db, all);
    expect([...given].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Pressing again changes nothing; a leaving sale's number is not given again; a late one takes the next.
    expect((await w.send('POST', '/api/admin/events/o-numbers/numbers', w.admin)).json()).toMatchObject({
      newlyNumbered: 0,
    });
    const highest = all[given.indexOf(8)] as number;
    expect((await w.send('DELETE', `/api/events/o-numbers/sales/${highest}`, w.owner)).statusCode).toBe(204);
    const late = await at(53.55, -114.05);
    expect(
      (await w.send('POST', '/api/events/o-numbers/sales', w.owner, { saleId: late })).json().event.number,
    ).toBe(9);
    expect(
      await numbersOf(
        db,
        all.filter((id) => id !== highest),
      ),
    ).toEqual(given.filter((n) => n !== 8));
  });

  it('numbers the sales on the first read after registration closed', async () => {
    const db = w.t.database.db;
    const closed = new Date(Date.now() - 60_000);
    const eventId = await insertEvent(db, {
      slug: 'o-closed',
      firstDay: w.day(5),
      registrationOpensAt: new Date(Date.now() - 86_400_000),
      registrationClosesAt: closed,
    });
    const sale = await w.sale({ startDate: w.day(5), endDate: w.day(5) });
    await registerEventSales(db, eventId, [{ saleId: sale }]);
    const event = EventDetailSchema.parse((await w.send('GET', '/api/events/o-closed')).json());
    expect(event.numberedAt).not.toBeNull();
    expect(event.sales.map((s) => s.number)).toEqual([1]);
  });

  it('moves the event and its following sales, each day keeping its hours, with change notices queued', async () => {
    const db = w.t.database.db;
    await w.send('POST', '/api/admin/events', w.admin, {
      ...w.eventBody('o-rain'),
      dates: [
        { date: w.day(5), startTime: '08:00', endTime: '16:00' },
        { date: w.day(6), startTime: '09:00', endTime: '15:00' },
      ],
    });
    const days = [
      { date: w.day(5), startTime: '09:00', endTime: '12:00' },
      { date: w.day(6), startTime: '10:00', endTime: '15:00' },
    ];
    const follows = await w.sale({ startDate: w.day(5), endDate: w.day(6), schedule: days });
    const stays = await w.sale({ startDate: w.day(5), endDate: w.day(6), schedule: days });
    for (const saleId of [follows, stays])
      expect((await w.send('POST', '/api/events/o-rain/sales', w.owner, { saleId })).statusCode).toBe(201);
    await w.send('PATCH', `/api/events/o-rain/sales/${stays}`, w.owner, { followsEventDates: false });
    const fan = await createSignedInUser(db);
    await db.insert(favorites).values([{ userId: fan.id, saleId: follows }]);

    const wrongCount = await w.send('POST', '/api/admin/events/o-rain/move', w.admin, {
      dates: [{ date: w.day(8), startTime: '08:00', endTime: '16:00' }],
    });
    expect(wrongCount.statusCode).toBe(400);
    const moved = await w.send('POST', '/api/admin/events/o-rain/move', w.admin, {
      dates: [
        { date: w.day(9), startTime: '08:00', endTime: '16:00' },
        { date: w.day(8), startTime: '08:00', endTime: '16:00' },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().moved).toBe(1);
    const [row] = await db.select().from(garageSales).where(eq(garageSales.id, follows));
    expect(JSON.parse(row?.scheduleData ?? '[]')).toEqual([
      { date: w.day(8), startTime: '09:00', endTime: '12:00' },
      { date: w.day(9), startTime: '10:00', endTime: '15:00' },
    ]);
    expect([row?.startDate, row?.endDate]).toEqual([w.day(8), w.day(9)]);
    const [kept] = await db.select().from(garageSales).where(eq(garageSales.id, stays));
    expect([kept?.startDate, kept?.endDate]).toEqual([w.day(5), w.day(6)]);
    const notices = await db.select().from(saleChangeEvents).where(eq(saleChangeEvents.saleId, follows));
    expect(notices.map((notice) => notice.recipientIds)).toEqual([[fan.id]]);
    const event = EventDetailSchema.parse((await w.send('GET', '/api/events/o-rain')).json());
    expect(event.dates.map((day) => day.date)).toEqual([w.day(8), w.day(9)]);
  });

  it('exports participants to administrators and organizers only, safe for spreadsheets', async () => {
    await w.send('POST', '/api/admin/events', w.admin, w.eventBody('o-csv'));
    const sale = await w.sale({ startDate: w.day(5), endDate: w.day(5), title: '=HYPERLINK("http://x")' });
    await w.send('POST', '/api/events/o-csv/sales', w.owner, { saleId: sale });
    expect((await w.send('GET', '/api/admin/events/o-csv/participants.csv')).statusCode).toBe(401);
    expect((await w.send('GET', '/api/admin/events/o-csv/participants.csv', w.owner)).statusCode).toBe(403);
    await w.send('POST', '/api/admin/events/o-csv/organizers', w.admin, { email: w.organizer.email });
    const csv = await w.send('GET', '/api/admin/events/o-csv/participants.csv', w.organizer);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Number,Title,Seller,Email/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain(w.owner.email);
  });

  it('messages every registered seller once, verified addresses only, each with a link that stops it', async () => {
    const db = w.t.database.db;
    await db
      .update(users)
      .set({ emailVerified: true })
      .where(inArray(users.id, [w.owner.id, w.other.id]));
    const unverified = await createSignedInUser(db);
    await w.send('POST', '/api/admin/events', w.admin, w.eventBody('o-mail'));
    for (const as of [w.owner, w.owner, w.other, unverified]) {
      const saleId = await w.sale({ userId: as.id, startDate: w.day(5), endDate: w.day(5) });
      expect((await w.send('POST', '/api/events/o-mail/sales', as, { saleId })).statusCode).toBe(201);
    }
    const body = { subject: 'Signs are ready', text: 'Pick up your sign at the hall.' };
    expect((await w.send('POST', '/api/admin/events/o-mail/messages', w.other, body)).statusCode).toBe(403);
    const sent = await w.send('POST', '/api/admin/events/o-mail/messages', w.admin, body);
    expect(sent.json().recipients).toBe(2);
    const again = await w.send('POST', '/api/admin/events/o-mail/messages', w.admin, body);
    expect(again.json().recipients).toBe(0);
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event-message'));
    expect(mail.map((m) => m.toAddress).sort()).toEqual([w.owner.email, w.other.email].sort());
    expect(mail[0]?.textBody).toContain('Pick up your sign at the hall.');

    // The other seller's one-click link stops this event's messages for them.
    const link = mail.find((m) => m.toAddress === w.other.email)?.unsubscribeUrl ?? '';
    const token = link.split('/unsubscribe/')[1];
    const info = await w.send('GET', `/api/unsubscribe/${token}`);
    expect(info.json()).toMatchObject({ kind: 'event-messages', alreadyOff: false });
    expect((await w.send('POST', `/api/unsubscribe/${token}`)).statusCode).toBe(200);
    const next = { subject: 'Rain date', text: 'We move to Sunday.' };
    expect((await w.send('POST', '/api/admin/events/o-mail/messages', w.admin, next)).json().recipients).toBe(
      1,
    );
    const dashboard = EventDashboardSchema.parse(
      (await w.send('GET', '/api/admin/events/o-mail/dashboard', w.admin)).json(),
    );
    expect(dashboard.sales.map((sale) => sale.sellerEmail).sort()).toEqual(
      [w.owner.email, w.owner.email, w.other.email, unverified.email].sort(),
    );
    expect(dashboard.byDay).toEqual([{ date: w.today, count: 4 }]);
    expect(dashboard.byCity).toEqual([{ city: 'Stony Plain', neighborhood: null, count: 4 }]);
    expect(dashboard.byCategory).toEqual([{ category: 'Books', count: 4 }]);
    expect(dashboard.log.map((entry) => entry.action)).toEqual([
      'messaged',
      'messaged',
      'messaged',
      'created',
    ]);
  });
});
