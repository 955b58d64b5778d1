import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../../shared/dates';
import { eventOrganizers } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../test-support/auth';
import { insertSaleOn } from '../../test-support/sales';
import { useTestApp } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';
import { insertEvent, registerEventSales } from '../events.fixtures';
import { decodeQrOnPage, pdfPagesText } from './pdf-reading.fixtures';

describe.each(engines)('the yard sign on %s', (engine) => {
  // No PUBLIC_URL: the QR code names this server's own address, never the Host a client sends.
  const t = useTestApp(engine, { PORT: '5123', HOST: '0.0.0.0' });
  const people = {} as Record<'seller' | 'admin' | 'organizer' | 'otherOrganizer' | 'stranger', SignedInUser>;
  const sales = { numbered: 0, unnumbered: 0, elsewhere: 0 };
  const sign = (saleId: number, slug = 'sign-day') => `/api/events/${slug}/sales/${saleId}/sign.pdf`;

  beforeAll(async () => {
    const db = t.database.db;
    for (const role of ['seller', 'organizer', 'otherOrganizer', 'stranger'] as const)
      people[role] = await createSignedInUser(db);
    people.admin = await createSignedInUser(db, { userType: 'admin' });
    const day = addDaysIso(todayIn(t.config.timeZone), 5);
    const eventId = await insertEvent(db, { slug: 'sign-day', name: 'Stony Plain Sale Day', firstDay: day });
    const otherEvent = await insertEvent(db, { slug: 'sign-other', firstDay: day });
    await db.insert(eventOrganizers).values([
      { eventId, userId: people.organizer.id },
      { eventId: otherEvent, userId: people.otherOrganizer.id },
    ]);
    sales.numbered = await insertSaleOn(db, people.seller.id, day);
    sales.unnumbered = await insertSaleOn(db, people.seller.id, day);
    sales.elsewhere = await insertSaleOn(db, people.seller.id, day);
    await registerEventSales(db, eventId, [
      { saleId: sales.numbered, number: 23 },
      { saleId: sales.unnumbered, number: null },
    ]);
    await registerEventSales(db, otherEvent, [{ saleId: sales.elsewhere, number: 1 }]);
  });

  it("prints the seller's sign: the number, the event and a QR code to the sale's page", async () => {
    const response = await t.app.inject({
      url: sign(sales.numbered),
      headers: { cookie: people.seller.cookie, host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('private');
    const [page] = await pdfPagesText(response.rawPayload);
    expect(page).toMatch(/^#23 Stony Plain Sale Day /);
    expect(await decodeQrOnPage(response.rawPayload, 1)).toBe(
      `http://localhost:5123/garage-sales/${sales.numbered}`,
    );
  });

  it('prints it for an administrator and for an organizer of the event, in the language asked for', async () => {
    for (const role of ['admin', 'organizer'] as const) {
      const response = await t.app.inject({
        url: `${sign(sales.numbered)}?lang=fr`,
        headers: { cookie: people[role].cookie },
      });
      expect(response.statusCode, role).toBe(200);
      const [page] = await pdfPagesText(response.rawPayload);
      expect(page).toContain('nº 23 Stony Plain Sale Day');
      expect(page).toContain('Balayez pour les détails de cette vente');
    }
  });

  it("prints it in the language the reader chose with the switch, whatever the browser's", async () => {
    const response = await t.app.inject({
      url: sign(sales.numbered),
      headers: { cookie: `${people.seller.cookie}; lang=fr`, 'accept-language': 'en-US' },
    });
    expect((await pdfPagesText(response.rawPayload))[0]).toContain('nº 23');
  });

  it('refuses guests, other users and organizers of other events', async () => {
    expect((await t.app.inject({ url: sign(sales.numbered) })).statusCode).toBe(401);
    for (const role of ['stranger', 'otherOrganizer'] as const) {
      const response = await t.app.inject({
        url: sign(sales.numbered),
        headers: { cookie: people[role].cookie, 'accept-language': 'fr' },
      });
      expect([response.statusCode, response.json().message], role).toEqual([
        403,
        'Seuls le vendeur, un administrateur ou un organisateur de cet événement peuvent imprimer la pancarte de cette vente',
      ]);
    }
  });

  it('says why there is no sign: a sale of another event, one not numbered yet, no such sale or event', async () => {
    const { cookie } = people.seller;
    const answer = async (url: string) => {
      const response = await t.app.inject({ url, headers: { cookie } });
      return [response.statusCode, response.json().message];
    };
    expect(await answer(sign(sales.elsewhere))).toEqual([404, 'This sale is not registered for this event']);
    expect(await answer(sign(sales.unnumbered))).toEqual([
      409,
      "This sale has no number yet: numbers are given when the event's registration closes",
    ]);
    expect(await answer(sign(2_000_000_000))).toEqual([404, 'Sale not found']);
    expect(await answer(sign(sales.numbered, 'no-such-day'))).toEqual([404, 'Event not found']);
    expect((await answer(sign(sales.numbered).replace(`/${sales.numbered}/`, '/x1/')))[0]).toBe(400);
  });
});
