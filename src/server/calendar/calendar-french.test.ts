import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../test-support/test-database';
import {
  expectDstEventTimes,
  PUBLIC_URL,
  parseCalendar,
  property,
  useCalendarWorld,
} from './calendar.fixtures';

/** Issue 24: the calendar files in the requester's language (Accept-Language, the `lang` cookie or the link's). */
describe.each(engines)('calendar files in French on %s', (engine) => {
  let first: number;
  let second: number;
  let address = 0;
  const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
  const postPlan = (body: object, headers: Record<string, string> = french) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plan/calendar.ics',
      payload: body,
      headers,
      remoteAddress: `10.1.0.${++address}`,
    });

  const { t, sale } = useCalendarWorld(engine);
  beforeAll(async () => {
    first = await sale({ title: 'Fall clear-out' });
    second = await sale({ title: '!!!', description: null });
  });

  it("names a plan's calendar and file in French, links the French sale pages, and keeps the times", async () => {
    const response = await postPlan({
      stops: [
        { saleId: first, date: '2026-10-31', arrival: '08:15', departure: '08:45' },
        { saleId: second, date: '2026-11-01', arrival: '09:00', departure: '09:30' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="plan-ventes-de-garage.ics"');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const calendar = parseCalendar(response.body);
    expect(calendar.root.getFirstPropertyValue('x-wr-calname')).toBe(
      'Parkland Garage Sales\u00a0: votre plan',
    );
    // The sellers' own words stay as they wrote them; the site's are French.
    expect(calendar.events.map((event) => event.summary)).toEqual(['1. Fall clear-out', '2. !!!']);
    expect(calendar.events.map((event) => event.description)).toEqual([
      `Tools and books\n\n${PUBLIC_URL}/fr/garage-sales/${first}`,
      `${PUBLIC_URL}/fr/garage-sales/${second}`,
    ]);
    expect(calendar.events.map((event) => property(event, 'url'))).toEqual([
      `${PUBLIC_URL}/fr/garage-sales/${first}`,
      `${PUBLIC_URL}/fr/garage-sales/${second}`,
    ]);
    expectDstEventTimes(calendar, [
      ['2026-10-31T13:15:00.000Z', '2026-10-31T13:45:00.000Z'],
      ['2026-11-01T15:00:00.000Z', '2026-11-01T15:30:00.000Z'],
    ]);
  });

  it('answers in the language the lang cookie chose when the request names none', async () => {
    const response = await postPlan(
      { stops: [{ saleId: first, date: '2026-10-31', arrival: '08:15', departure: '08:45' }] },
      { cookie: 'lang=fr' },
    );
    expect(parseCalendar(response.body).root.getFirstPropertyValue('x-wr-calname')).toBe(
      'Parkland Garage Sales\u00a0: votre plan',
    );
  });

  it('says in French which sales of a plan are not found', async () => {
    const stop = { date: '2026-10-31', arrival: '08:15', departure: '08:45' };
    const one = await postPlan({ stops: [{ saleId: 999_998, ...stop }] });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: 'Annonce 999998 introuvable' });
    const two = await postPlan({
      stops: [
        { saleId: 999_998, ...stop },
        { saleId: 999_999, ...stop },
      ],
    });
    expect(two.json()).toEqual({ message: 'Annonces 999998, 999999 introuvables' });
  });

  it("names a sale's file in French and links its French page, from the link's lang or Accept-Language", async () => {
    for (const request of [
      { url: `/api/garage-sales/${second}/calendar.ics?lang=fr`, headers: {} },
      { url: `/api/garage-sales/${second}/calendar.ics`, headers: french },
    ]) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="vente-de-garage-${second}.ics"`,
      );
      const { events } = parseCalendar(response.body);
      expect(events.map((event) => property(event, 'url'))).toEqual(
        events.map(() => `${PUBLIC_URL}/fr/garage-sales/${second}`),
      );
      expectDstEventTimes(parseCalendar(response.body), [
        ['2026-10-31T13:00:00.000Z', '2026-10-31T21:00:00.000Z'],
        ['2026-11-01T15:00:00.000Z', '2026-11-01T21:00:00.000Z'],
        ['2026-11-02T16:00:00.000Z', '2026-11-02T20:30:00.000Z'],
      ]);
    }
  });

  it('keeps English for an English link, and refuses a language it does not speak', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/garage-sales/${second}/calendar.ics?lang=en`,
    });
    expect(english.headers['content-disposition']).toBe(`attachment; filename="garage-sale-${second}.ics"`);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/garage-sales/${second}/calendar.ics?lang=de`,
    });
    expect(other.statusCode).toBe(400);
  });
});
