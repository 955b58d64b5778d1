import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { garageSales } from '../db/schema';
import { engines } from '../test-support/test-database';
import {
  DST_SCHEDULE_UTC,
  eventTimes,
  expectDstEventTimes,
  PUBLIC_URL,
  parseCalendar,
  property,
  useCalendarWorld,
} from './calendar.fixtures';

describe.each(engines)('GET /api/garage-sales/:id/calendar.ics on %s', (engine) => {
  let saleId: number;
  const get = (id: string | number) =>
    t.app.inject({ method: 'GET', url: `/api/garage-sales/${id}/calendar.ics` });

  const { t, sale } = useCalendarWorld(engine);
  beforeAll(async () => {
    saleId = await sale();
  });

  it('answers a calendar file to save, named after the sale and cached like the detail', async () => {
    const response = await get(saleId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fall-clear-out.ics"');
    expect(response.headers['cache-control']).toMatch(/^public, /);
  });

  it('has one event per schedule day at its hours in Edmonton, across the end of daylight time', async () => {
    const calendar = parseCalendar((await get(saleId)).body);
    expect(calendar.events).toHaveLength(3);
    expectDstEventTimes(calendar, DST_SCHEDULE_UTC);
  });

  it('gives each event the title, place, position, link and description', async () => {
    const { events } = parseCalendar((await get(saleId)).body);
    for (const event of events) {
      expect(event.summary).toBe('Fall clear-out');
      expect(event.location).toBe('10 Calendar Court, Stony Plain');
      expect(property(event, 'geo')).toEqual([53.53, -114.01]);
      expect(property(event, 'url')).toBe(`${PUBLIC_URL}/garage-sales/${saleId}`);
      expect(event.description).toBe(`Tools and books\n\n${PUBLIC_URL}/garage-sales/${saleId}`);
      expect(property(event, 'dtstamp')).toBeTruthy();
    }
  });

  it('keeps the UIDs from one export to the next, one per day', async () => {
    const first = parseCalendar((await get(saleId)).body).events.map((event) => event.uid);
    const second = parseCalendar((await get(saleId)).body).events.map((event) => event.uid);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(3);
    expect(first[1]).toBe(`sale-${saleId}-2026-11-01@sales.parkland.example`);
  });

  it('keeps commas, semicolons, line breaks, backslashes and emoji in the title and description', async () => {
    const title = 'Books, toys; tools \\ 🎉 — ünïcödé déjà vu '.repeat(3).trim();
    const description = 'Line one, with a comma; and a semicolon\nLine two 😀\n\n\\n is not a break\tend';
    const id = await sale({ title, description });
    const response = await get(id);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="books-toys-tools-[a-z-]+\.ics"$/,
    );
    // ical.js forgives an unescaped comma in a single TEXT value; stricter readers split on it.
    const unfolded = response.body.replaceAll('\r\n ', '');
    expect(unfolded).toContain('SUMMARY:Books\\, toys\\; tools \\\\ 🎉');
    expect(unfolded).toContain('DESCRIPTION:Line one\\, with a comma\\; and a semicolon\\nLine two');
    expect(unfolded).toContain('LOCATION:10 Calendar Court\\, Stony Plain');
    const { events } = parseCalendar(response.body);
    expect(events[0]?.summary).toBe(title);
    expect(events[0]?.description).toBe(`${description}\n\n${PUBLIC_URL}/garage-sales/${id}`);
  });

  it('names the file after the sale id when the title has no letters a file name can keep', async () => {
    const id = await sale({ title: '車庫セール "../../etc" 🎉' });
    const response = await get(id);
    expect(response.headers['content-disposition']).toBe('attachment; filename="etc.ics"');
    const other = await sale({ title: '車庫セール 🎉' });
    expect((await get(other)).headers['content-disposition']).toBe(
      `attachment; filename="garage-sale-${other}.ics"`,
    );
  });

  it('still exports a completed sale', async () => {
    const id = await sale({ isCompleted: true });
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    expect(parseCalendar(response.body).events).toHaveLength(3);
  });

  it('answers 404 "Sale not found" for an unknown, removed or hidden sale', async () => {
    const removed = await sale({ isActive: false });
    const hidden = await sale();
    await t.database.db.update(garageSales).set({ underReview: true }).where(eq(garageSales.id, hidden));
    for (const id of [removed, hidden, 2_000_000_000]) {
      const response = await get(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: 'Sale not found' });
    }
  });

  it.each(['abc', '0', '1e3', '-4', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await get(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id/);
  });
});

describe.each(engines)('calendar links without PUBLIC_URL on %s', (engine) => {
  let saleId: number;

  // Even a trusted proxy's X-Forwarded-Host only repeats what the client sent.
  const { t, sale } = useCalendarWorld(engine, { TRUST_PROXY: 'true' });
  beforeAll(async () => {
    saleId = await sale();
  });

  it('never writes the Host header into the file: no URL rather than a spoofed one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/garage-sales/${saleId}/calendar.ics`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('evil.example');
    const calendar = parseCalendar(response.body);
    expect(calendar.events).toHaveLength(3);
    for (const event of calendar.events) {
      expect(property(event, 'url')).toBeNull();
      expect(event.description).toBe('Tools and books');
      expect(event.uid).toMatch(/@garage-sale-finder\.invalid$/);
    }
    expect(eventTimes(calendar)).toEqual(DST_SCHEDULE_UTC);
  });
});
