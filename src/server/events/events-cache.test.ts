import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { EventDetailSchema, EventSummaryListSchema } from '../../shared/schemas/events';
import { SaleSchema, SaleSummaryListSchema } from '../../shared/schemas/sale';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertEvent, registerEventSales } from './events.fixtures';

describe.each(engines)("an event's sales and cached answers on %s", (engine) => {
  const t = useTestApp(engine);
  const seller = useSignedInUser(t);
  const ids = { numbered: 0, unnumbered: 0, later: 0, other: 0 };
  let today: string;
  beforeAll(async () => {
    const db = t.database.db;
    today = todayIn(t.config.timeZone);
    const later = addDaysIso(today, 20);
    const eventId = await insertEvent(db, {
      slug: 'cache-days',
      days: [{ date: today }, { date: later }],
      registrationOpensAt: new Date(Date.now() - 86_400_000),
      registrationClosesAt: new Date(Date.now() + 86_400_000),
    });
    ids.numbered = await insertSaleOn(db, seller.id, today, { title: 'Numbered' });
    ids.unnumbered = await insertSaleOn(db, seller.id, today, { title: 'Unnumbered' });
    ids.later = await insertSaleOn(db, seller.id, later, { title: 'Later' });
    ids.other = await insertSaleOn(db, seller.id, today, { title: 'Not in the event' });
    await insertSaleOn(db, seller.id, later, { title: 'Later, not in the event' });
    await registerEventSales(db, eventId, [
      { saleId: ids.numbered, number: 23 },
      { saleId: ids.unnumbered },
      { saleId: ids.later, number: 24 },
    ]);
  });

  it('answers the event as the same bytes for a guest and a signed-in viewer, with an ETag and 304', async () => {
    const guest = await t.app.inject({ url: '/api/events/cache-days' });
    const signedIn = await t.app.inject({
      url: '/api/events/cache-days',
      headers: { cookie: seller.cookie },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    expect(guest.headers.etag).toMatch(/^W\/".+"$/);
    expect(signedIn.body).toBe(guest.body);
    expect(signedIn.headers.etag).toBe(guest.headers.etag);
    const again = await t.app.inject({
      url: '/api/events/cache-days',
      headers: { 'if-none-match': String(guest.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const list = await t.app.inject({ url: '/api/events' });
    expect(list.headers.etag).toMatch(/^W\//);
    expect(
      (await t.app.inject({ url: '/api/events', headers: { 'if-none-match': String(list.headers.etag) } }))
        .statusCode,
    ).toBe(304);
  });

  it('forgets the cached event when a sale of it changes', async () => {
    const before = await t.app.inject({ url: '/api/events/cache-days' });
    expect(EventDetailSchema.parse(before.json()).salesCount).toBe(3);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/garage-sales/${ids.unnumbered}`,
      headers: { cookie: seller.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/events/cache-days' });
    const event = EventDetailSchema.parse(after.json());
    expect(event.salesCount).toBe(2);
    expect(event.sales.map((sale) => sale.title)).toEqual(['Numbered', 'Later']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const summaries = EventSummaryListSchema.parse((await t.app.inject({ url: '/api/events' })).json());
    expect(summaries.find((summary) => summary.slug === 'cache-days')?.salesCount).toBe(2);
  });

  it('gives a sale of the event its slug and number in the list and the detail, and others nothing', async () => {
    const list = SaleSummaryListSchema.parse((await t.app.inject({ url: '/api/garage-sales' })).json());
    const byId = new Map(list.map((sale) => [sale.id, sale]));
    expect(byId.get(ids.numbered)?.event).toEqual({ slug: 'cache-days', number: 23 });
    expect(byId.has(ids.other)).toBe(true);
    expect(byId.get(ids.other)).not.toHaveProperty('event');
    const detail = SaleSchema.parse(
      (await t.app.inject({ url: `/api/garage-sales/${ids.numbered}` })).json(),
    );
    expect(detail.event).toEqual({ slug: 'cache-days', number: 23 });
    const event = (await t.app.inject({ url: '/api/events/cache-days' })).json();
    expect(event.sales[0]).not.toHaveProperty('event');
  });

  it("keeps the sales of an event with ?event=, from this week's list and by a statement", async () => {
    const titles = async (query: string) =>
      SaleSummaryListSchema.parse((await t.app.inject({ url: `/api/garage-sales?${query}` })).json()).map(
        (sale) => sale.title,
      );
    // This week: made from the week's cached list (list-filter.ts).
    expect(await titles('event=cache-days')).toEqual(['Numbered']);
    // A month from today reaches past this week: the list statement (sales.repo.ts).
    const month = `startDate=${today}&endDate=${addDaysIso(today, 30)}`;
    expect(await titles(`${month}&event=cache-days`)).toEqual(['Numbered', 'Later']);
    expect(await titles(`${month}&event=no-such-event`)).toEqual([]);
    expect(await titles(month)).toHaveLength(4);
    const bad = await t.app.inject({ url: '/api/garage-sales?event=Not_A_Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('event must be an event address');
  });
});
