import { describe, expect, it } from 'vitest';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import type { SignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { choosePreferences, useNotifyWorld } from './notifications.fixtures';

describe.each(engines)('saved-search digests on %s', (engine) => {
  const w = useNotifyWorld(engine);

  const save = async (user: SignedInUser, filters: Record<string, string>, name = 'Tools in Stony Plain') => {
    const response = await w.call('POST', '/api/saved-searches', user, { name, filters });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const toolSale = (title: string, city = 'Stony Plain', categoryIds = [w.cat.tools]) =>
    w.sale({ userId: w.seller.id, title, city, categoryIds, startDate: w.day(3), endDate: w.day(3) });

  it('sends once a day, from the digest hour, the new sales that match, and nothing when nothing is new', async () => {
    const shopper = await w.person();
    await toolSale('Posted before the search was saved');
    const id = await save(shopper, { city: 'Stony Plain', categoryIds: `${w.cat.tools}` });
    const match = await toolSale('Socket set');
    await toolSale('Other city', 'Spruce Grove');
    await toolSale('Only books', 'Stony Plain', [w.cat.books]);

    await w.tick(w.at(w.day(1), '07:59'));
    expect(await w.mailTo(shopper.email)).toHaveLength(0);

    await w.tick(w.at(w.day(1), '08:00'));
    await w.tick(w.at(w.day(1), '12:00'));
    const mail = await w.mailTo(shopper.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.eventKey).toBe(`saved-search:${id}:${w.day(1)}`);
    expect(mail[0]?.subject).toBe('1 new sale for “Tools in Stony Plain”');
    const text = mail[0]?.textBody ?? '';
    expect(text).toContain('Socket set');
    expect(text).toContain(`https://sales.example.org/garage-sales/${match}`);
    for (const other of ['Posted before', 'Other city', 'Only books']) expect(text).not.toContain(other);
    expect(text).toContain('https://sales.example.org/?city=Stony+Plain');
    expect(mail[0]?.unsubscribeUrl).toMatch(/\/unsubscribe\/[\w-]{43}$/);

    // The next day: nothing new, nothing sent.
    await w.tick(w.at(w.day(2), '09:00'));
    expect(await w.mailTo(shopper.email)).toHaveLength(1);
  });

  it('sends nothing to an unverified address, for a search whose email is off, or with digests turned off', async () => {
    const unverified = await w.person(false);
    const searchOff = await w.person();
    const allOff = await w.person();
    await save(unverified, { city: 'Stony Plain' });
    const offId = await save(searchOff, { city: 'Stony Plain' });
    await w.call('PATCH', `/api/saved-searches/${offId}`, searchOff, { emailDigest: false });
    await save(allOff, { city: 'Stony Plain' });
    await choosePreferences(w, allOff, { reminders: false, savedSearchDigests: false });
    await toolSale('New drills');
    await w.tick(w.at(w.day(5), '10:00'));
    for (const user of [unverified, searchOff, allOff]) expect(await w.mailTo(user.email)).toHaveLength(0);
  });

  it('tells of a sale posted earlier once it lists an item that matches the search (issue 26)', async () => {
    const shopper = await w.person();
    const startDate = w.day(8);
    const nursery = await w.sale({
      userId: w.seller.id,
      title: 'Nursery clear-out',
      startDate,
      endDate: startDate,
    });
    const kitchen = await w.sale({
      userId: w.seller.id,
      title: 'Kitchen things',
      startDate,
      endDate: startDate,
    });
    await save(shopper, { searchTerm: 'crib' }, 'Cribs');
    const addItems = async (id: number, title: string, items: object[]) => {
      const body = {
        ...exampleSaleWrite(startDate, { title, categoryIds: [w.cat.books] }),
        endDate: startDate,
      };
      body.scheduleData = JSON.stringify([{ date: startDate, startTime: '08:00', endTime: '16:00' }]);
      const response = await w.call('PUT', `/api/garage-sales/${id}`, w.seller, { ...body, items });
      expect(response.statusCode, response.body).toBe(200);
    };
    await addItems(nursery, 'Nursery clear-out', [{ name: 'Baby crib', priceCents: 3000 }]);
    await addItems(kitchen, 'Kitchen things', [{ name: 'Kettle' }, { name: 'Crib sheet', sold: true }]);

    await w.tick(w.at(w.day(6), '09:00'));
    const mail = await w.mailTo(shopper.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('1 new sale for “Cribs”');
    expect(mail[0]?.textBody).toContain('Nursery clear-out');
    expect(mail[0]?.textBody).not.toContain('Kitchen things');
  });
});
