import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { EventDetailSchema, EventSummaryListSchema } from '../../shared/schemas/events';
import { useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCity } from '../tools/factories';
import { insertEvent, registerEventSales } from './events.fixtures';

describe.each(engines)('the public event calls on %s', (engine) => {
  const t = useTestApp(engine);
  const seller = useSignedInUser(t);
  let today: string;
  beforeAll(() => {
    today = todayIn(t.config.timeZone);
  });

  it('lists this and coming events, the soonest first, without past ones', async () => {
    const db = t.database.db;
    await insertEvent(db, { slug: 'read-past', days: [{ date: addDaysIso(today, -3) }] });
    await insertEvent(db, { slug: 'read-later', days: [{ date: addDaysIso(today, 20) }] });
    await insertEvent(db, { slug: 'read-soon', days: [{ date: today }, { date: addDaysIso(today, 1) }] });
    const response = await t.app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const slugs = EventSummaryListSchema.parse(response.json()).map((event) => event.slug);
    expect(slugs.filter((slug) => slug.startsWith('read-'))).toEqual(['read-soon', 'read-later']);
  });

  it('answers an event with its cities, days and public sales in number order', async () => {
    const db = t.database.db;
    const city = await insertCity(db, { name: 'Readville', state: 'AB' });
    const eventId = await insertEvent(db, {
      slug: 'read-detail',
      days: [{ date: addDaysIso(today, 2), startTime: '07:30', endTime: '15:00' }],
      cityIds: [city],
    });
    const day = addDaysIso(today, 2);
    const second = await insertSaleOn(db, seller.id, day, {
      title: 'Second sale',
      description: '\n  Toys\nmore',
    });
    const first = await insertSaleOn(db, seller.id, day, { title: 'First sale' });
    const unnumbered = await insertSaleOn(db, seller.id, day, { title: 'Late sale' });
    const hidden = await insertSaleOn(db, seller.id, day, { title: 'Hidden sale', isActive: false });
    await registerEventSales(db, eventId, [
      { saleId: second, number: 2 },
      { saleId: first, number: 1 },
      { saleId: unnumbered },
      { saleId: hidden, number: 3 },
    ]);
    const response = await t.app.inject({ url: '/api/events/read-detail' });
    expect(response.statusCode).toBe(200);
    const event = EventDetailSchema.parse(response.json());
    expect(event.dates).toEqual([{ date: day, startTime: '07:30', endTime: '15:00' }]);
    expect(event.cities).toEqual([{ id: city, name: 'Readville' }]);
    expect(event.salesCount).toBe(3);
    expect(event.sales.map((sale) => [sale.number, sale.title])).toEqual([
      [1, 'First sale'],
      [2, 'Second sale'],
      [null, 'Late sale'],
    ]);
    expect(event.sales[1]?.summary).toBe('Toys');
  });

  it('answers 404 for an unknown event and 400 for a malformed address', async () => {
    expect((await t.app.inject({ url: '/api/events/no-such-event' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/events/Not_A_Slug' })).statusCode).toBe(400);
  });
});
