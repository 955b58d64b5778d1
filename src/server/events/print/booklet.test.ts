import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../../shared/dates';
import { categories } from '../../db/schema';
import { useSignedInUser } from '../../test-support/auth';
import { insertSaleOn } from '../../test-support/sales';
import { useTestApp } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';
import { insertCategory } from '../../tools/factories';
import { insertEvent, registerEventSales } from '../events.fixtures';
import { decodeQrOnPage, pdfPagesText, pdfTextItems } from './pdf-reading.fixtures';

const ORIGIN = 'https://sales.example.org';
const SLUG = 'print-days';
const RULES = 'Sales open at 8:00, not before.\nPlease park on one side of the street only.';

/** The registered sales: numbers given out of their insertion order, in three places, one not numbered yet. */
const SALES = [
  { number: 4, address: '40 Aspen Road', city: 'Spruce Grove', neighborhood: 'Westwind' },
  { number: 1, address: '11 Birch Lane', city: 'Stony Plain', neighborhood: null },
  { number: 2, address: '22 Cedar Court', city: 'Spruce Grove', neighborhood: 'Westwind' },
  { number: 7, address: '77 Elm Street', city: 'Stony Plain', neighborhood: null },
  { number: 3, address: '33 Dogwood Drive', city: 'Spruce Grove', neighborhood: 'Heritage' },
  { number: 5, address: '55 Fir Place', city: 'Spruce Grove', neighborhood: 'Westwind' },
  { number: null, address: '99 Late Avenue', city: 'Stony Plain', neighborhood: null },
  { number: 1000, address: '1000 Last Road', city: 'Stony Plain', neighborhood: null },
] as const;

describe.each(engines)('the booklet and the poster on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: ORIGIN });
  const seller = useSignedInUser(t);
  let day: string;

  beforeAll(async () => {
    const db = t.database.db;
    day = addDaysIso(todayIn(t.config.timeZone), 10);
    const toys = await insertCategory(db, { name: 'Print toys' });
    await db.update(categories).set({ nameFr: 'Jouets imprimés' }).where(eq(categories.id, toys));
    const eventId = await insertEvent(db, {
      slug: SLUG,
      name: 'Spruce Grove Community Garage Sale',
      days: [{ date: day, startTime: '08:00', endTime: '16:00' }],
      rules: RULES,
    });
    const registered = [];
    for (const sale of SALES) {
      const saleId = await insertSaleOn(db, seller.id, day, {
        title: `Sale at ${sale.address}`,
        address: sale.address,
        city: sale.city,
        neighborhood: sale.neighborhood,
        description: `First line of ${sale.address}\nsecond line`,
        categoryIds: [toys],
      });
      registered.push({ saleId, number: sale.number });
    }
    const hidden = await insertSaleOn(db, seller.id, day, { address: '66 Hidden Way', isActive: false });
    await registerEventSales(db, eventId, [...registered, { saleId: hidden, number: 6 }]);
  });

  it('prints a cover with a QR code to the event page, then every sale by number within its place', async () => {
    const response = await t.app.inject({ url: `/events/${SLUG}/booklet.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('public');
    // Chrome's PDF viewer is an <embed> the site's object-src 'none' would block.
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const pdf = response.rawPayload;
    expect(await decodeQrOnPage(pdf, 1)).toBe(`${ORIGIN}/events/${SLUG}`);

    const [cover = '', ...listPages] = await pdfPagesText(pdf);
    expect(cover).toContain('Spruce Grove Community Garage Sale');
    expect(cover).toContain('8:00 AM – 4:00 PM');
    expect(cover).toContain('8 sales');
    const list = listPages.join(' ');
    // The rules, short, right after the cover and before the list.
    const rulesAt = list.indexOf(
      'Rules Sales open at 8:00, not before. Please park on one side of the street only.',
    );
    expect(rulesAt).toBeGreaterThanOrEqual(0);
    expect(rulesAt).toBeLessThan(list.indexOf('The sales, by number'));
    expect(list).not.toContain('The full rules are on the event page.');
    expect(list).toContain('The sales, by number');
    expect(list).toContain('Print toys');
    expect(list).toContain('First line of 40 Aspen Road');
    expect(list).not.toContain('second line');
    expect(list).not.toContain('66 Hidden Way');
    const at = (sale: (typeof SALES)[number]) => {
      const label = sale.number === null ? '–' : `#${sale.number}`;
      const found = list.indexOf(`${label} ${sale.address}`);
      expect(found, `${label} ${sale.address}`).toBeGreaterThan(-1);
      return found;
    };
    const headings = new Set(
      SALES.map(({ city, neighborhood }) => (neighborhood ? `${city} — ${neighborhood}` : city)),
    );
    for (const heading of headings) {
      const group = SALES.filter(
        ({ city, neighborhood }) => heading === (neighborhood ? `${city} — ${neighborhood}` : city),
      );
      const inNumberOrder = [...group].sort((a, b) => (a.number ?? 1e9) - (b.number ?? 1e9));
      const positions = inNumberOrder.map(at);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(list.indexOf(heading)).toBeLessThan(Math.min(...positions));
    }
  });

  it('prints the French booklet at its French address, in French words, dates and categories', async () => {
    const response = await t.app.inject({ url: `/fr/events/${SLUG}/booklet.pdf` });
    expect(response.statusCode).toBe(200);
    const [cover = '', ...listPages] = await pdfPagesText(response.rawPayload);
    expect(cover).toContain('8 h 00 – 16 h 00');
    expect(cover).toContain('8 ventes');
    expect(cover).toContain('Balayez pour la carte en direct et la liste');
    const list = listPages.join(' ');
    expect(list).toContain('Les ventes, par numéro');
    expect(list).toContain('nº 4 40 Aspen Road');
    expect(list).toContain('Jouets imprimés');
    expect(list).toMatch(/page 2 sur \d/);
    // The widest number ('nº 1000') still ends before its address begins.
    const items = await pdfTextItems(response.rawPayload, 2);
    const label = items.findIndex((item) => item.text.replace(/\s/g, ' ') === 'nº 1000');
    const [number, address] = [items[label], items[label + 1]];
    expect(address?.text).toBe('1000 Last Road');
    expect((number?.x ?? 0) + (number?.width ?? 0)).toBeLessThan(address?.x ?? 0);
  });

  it('prints a poster with the event, its days and a QR code to its page', async () => {
    const response = await t.app.inject({ url: `/events/${SLUG}/poster.pdf` });
    expect(response.statusCode).toBe(200);
    const [page, ...others] = await pdfPagesText(response.rawPayload);
    expect(others).toEqual([]);
    expect(page).toContain('Spruce Grove Community Garage Sale');
    expect(page).toContain('Scan for the map of every sale');
    expect(await decodeQrOnPage(response.rawPayload, 1)).toBe(`${ORIGIN}/events/${SLUG}`);
  });

  it('sends a reader who reads French from the English address to the French file', async () => {
    for (const headers of [{ 'accept-language': 'fr-CA,fr;q=0.9' }, { cookie: 'lang=fr' }]) {
      const response = await t.app.inject({ url: `/events/${SLUG}/poster.pdf`, headers });
      expect([response.statusCode, response.headers.location]).toEqual([
        302,
        `/fr/events/${SLUG}/poster.pdf`,
      ]);
    }
  });

  it('answers an unchanged booklet with 304, and an unknown or malformed event with 404', async () => {
    const first = await t.app.inject({ url: `/events/${SLUG}/booklet.pdf` });
    const again = await t.app.inject({
      url: `/events/${SLUG}/booklet.pdf`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await t.app.inject({ url: '/fr/events/no-such-event/booklet.pdf' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Événement introuvable']);
    expect((await t.app.inject({ url: '/events/Not_A_Slug/poster.pdf' })).statusCode).toBe(404);
  });
});
