import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exampleSaleWrite, type SaleWrite } from '../../shared/schemas/sale-form';
import { saleChangeEvents } from '../db/schema';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { choosePreferences, QUIET_MS, useNotifyWorld } from './notifications.fixtures';

describe.each(engines)('change notices on %s', (engine) => {
  const w = useNotifyWorld(engine);

  const settled = () => new Date(Date.now() + QUIET_MS + 60_000);
  const body = (overrides: Partial<SaleWrite> = {}) =>
    exampleSaleWrite(w.day(3), { categoryIds: [w.cat.books], ...overrides });

  /** A sale posted through the API, favourited by its seller and by each of `fans`. */
  const postSale = async (fans: SignedInUser[]) => {
    const created = await w.call('POST', '/api/garage-sales', w.seller, body());
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    for (const fan of [w.seller, ...fans]) {
      expect((await w.call('POST', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    }
    return id;
  };
  const edit = async (id: number, overrides: Partial<SaleWrite>) => {
    const response = await w.call('PUT', `/api/garage-sales/${id}`, w.seller, body(overrides));
    expect(response.statusCode).toBe(200);
  };
  const events = (saleId: number) =>
    w.t.database.db.select().from(saleChangeEvents).where(eq(saleChangeEvents.saleId, saleId));

  it('makes two edits within a few minutes one message with both changes, to verified fans only, once', async () => {
    const fan = await w.person();
    const unverified = await w.person(false);
    const optedOut = await w.person();
    await choosePreferences(w, optedOut, { reminders: false, changeNotices: false });
    const id = await postSale([fan, unverified, optedOut]);
    const [first, second] = [w.day(3), w.day(4)];
    await edit(id, {
      scheduleData: JSON.stringify([
        { date: first, startTime: '10:00', endTime: '16:00' },
        { date: second, startTime: '09:00', endTime: '15:00' },
      ]),
    });
    await edit(id, {
      address: '9 Elm Street',
      scheduleData: JSON.stringify([
        { date: first, startTime: '10:00', endTime: '16:00' },
        { date: second, startTime: '09:00', endTime: '15:00' },
      ]),
    });

    // Still within the quiet time: nothing yet, in case more edits come.
    await w.tick(new Date());
    expect(await w.mailTo(fan.email)).toHaveLength(0);

    await w.tick(settled());
    await w.tick(settled());
    const mail = await w.mailTo(fan.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe('change-notice');
    expect(mail[0]?.subject).toBe('Changed: Moving sale');
    const text = mail[0]?.textBody ?? '';
    expect(text).toContain('8:00 AM to 4:00 PM → 10:00 AM to 4:00 PM');
    expect(text).toContain('Address: 123 Main Street, Stony Plain → 9 Elm Street, Stony Plain');
    expect(mail[0]?.unsubscribeUrl).toMatch(/\/unsubscribe\/[\w-]{43}$/);
    for (const nobody of [w.seller, unverified, optedOut])
      expect(await w.mailTo(nobody.email)).toHaveLength(0);
    expect((await events(id)).every((event) => event.noticedAt !== null)).toBe(true);
  });

  it('sends nothing for an edit of the title and description, or for one undone before it was told', async () => {
    const fan = await w.person();
    const id = await postSale([fan]);
    await edit(id, { title: 'Huge moving sale', description: 'Everything must go' });
    expect(await events(id)).toHaveLength(0);
    await edit(id, { address: '5 Birch Road' });
    await edit(id, { address: '123 Main Street' });
    await w.tick(settled());
    expect(await w.mailTo(fan.email)).toHaveLength(0);
  });

  it('tells fans when the seller completes the sale early', async () => {
    const fan = await w.person();
    const id = await postSale([fan]);
    expect((await w.call('POST', `/api/garage-sales/${id}/complete`, w.seller)).statusCode).toBe(200);
    await w.tick(settled());
    const mail = await w.mailTo(fan.email);
    expect(mail.map((m) => m.subject)).toEqual(['Ended early: Moving sale']);
    expect(mail[0]?.textBody).toContain('marked it as finished');
  });

  it('tells fans when an administrator removes the sale, after the sale and its favourites are gone', async () => {
    const fan = await w.person();
    const admin = await createSignedInUser(w.t.database.db, { userType: 'admin' });
    const id = await postSale([fan]);
    expect((await w.call('DELETE', `/api/admin/sales/${id}`, admin)).statusCode).toBe(200);
    expect((await w.call('GET', `/api/garage-sales/${id}`)).statusCode).toBe(404);
    await w.tick(settled());
    const mail = await w.mailTo(fan.email);
    expect(mail.map((m) => m.subject)).toEqual(['Cancelled: Moving sale']);
    expect(mail[0]?.textBody).toContain('123 Main Street, Stony Plain');
    expect(mail[0]?.textBody).toContain('was removed');
  });
});
