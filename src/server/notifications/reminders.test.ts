import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { choosePreferences, useNotifyWorld } from './notifications.fixtures';

describe.each(engines)('reminders the evening before, on %s', (engine) => {
  const w = useNotifyWorld(engine);

  const choose = async (user: SignedInUser, reminders: boolean, reminderTime = '19:00') => {
    await choosePreferences(w, user, { reminders, reminderTime });
  };
  const favourite = async (user: SignedInUser, saleId: number) =>
    expect((await w.call('POST', `/api/favorites/${saleId}`, user)).statusCode).toBe(204);

  /** A two-day sale from `offset` days on, with different hours each day. */
  const twoDaySale = (offset: number, title = 'Tool sale') =>
    w.sale({
      userId: w.seller.id,
      title,
      address: '12 Oak Avenue',
      city: 'Stony Plain',
      position: { lat: 53.526, lng: -114.004 },
      startDate: w.day(offset),
      endDate: w.day(offset + 1),
      schedule: [
        { date: w.day(offset), startTime: '08:00', endTime: '14:00' },
        { date: w.day(offset + 1), startTime: '09:00', endTime: '13:00' },
      ],
    });

  it('queues one reminder per sale day at the chosen time, with the hours, address and directions, once however often it ticks', async () => {
    const fan = await w.person();
    await choose(fan, true);
    const saleId = await twoDaySale(10);
    await favourite(fan, saleId);

    await w.tick(w.at(w.day(9), '18:59'));
    expect(await w.mailTo(fan.email)).toHaveLength(0);

    await w.tick(w.at(w.day(9), '19:00'));
    await w.tick(w.at(w.day(9), '19:01'));
    await w.tick(w.at(w.day(9), '23:30'));
    const first = await w.mailTo(fan.email);
    expect(first).toHaveLength(1);
    const mail = first[0];
    expect(mail?.eventKey).toBe(`reminder:${saleId}:${w.day(10)}`);
    expect(mail?.kind).toBe('reminder');
    expect(mail?.subject).toBe('Tomorrow: Tool sale');
    expect(mail?.textBody).toContain('8:00 AM to 2:00 PM');
    expect(mail?.textBody).toContain('12 Oak Avenue, Stony Plain');
    expect(mail?.textBody).toContain('https://www.google.com/maps/dir/?api=1&destination=53.526,-114.004');
    expect(mail?.textBody).toContain(`https://sales.example.org/garage-sales/${saleId}`);
    expect(mail?.unsubscribeUrl).toMatch(/^https:\/\/sales\.example\.org\/unsubscribe\/[\w-]{43}$/);
    expect(mail?.htmlBody).toContain('Stop these messages');

    // The second day of the sale: its own hours, the next evening.
    await w.tick(w.at(w.day(10), '19:05'));
    await w.tick(w.at(w.day(10), '19:06'));
    const both = await w.mailTo(fan.email);
    expect(both.map((m) => m.eventKey)).toEqual([
      `reminder:${saleId}:${w.day(10)}`,
      `reminder:${saleId}:${w.day(11)}`,
    ]);
    expect(both[1]?.textBody).toContain('9:00 AM to 1:00 PM');
  });

  it('follows a reminder time other than 19:00', async () => {
    const fan = await w.person();
    await choose(fan, true, '17:00');
    const saleId = await twoDaySale(20);
    await favourite(fan, saleId);
    await w.tick(w.at(w.day(19), '16:59'));
    expect(await w.mailTo(fan.email)).toHaveLength(0);
    await w.tick(w.at(w.day(19), '17:00'));
    expect(await w.mailTo(fan.email)).toHaveLength(1);
  });

  it('sends nothing to an unverified address, to someone who did not choose reminders, or for a completed sale', async () => {
    const unverified = await w.person(false);
    await choose(unverified, true);
    const notChosen = await w.person();
    const completedFan = await w.person();
    await choose(completedFan, true);
    const saleId = await twoDaySale(30);
    const completed = await w.sale({
      userId: w.seller.id,
      startDate: w.day(30),
      endDate: w.day(30),
      isCompleted: true,
    });
    await favourite(unverified, saleId);
    await favourite(notChosen, saleId);
    await favourite(completedFan, completed);
    await w.tick(w.at(w.day(29), '20:00'));
    expect(await w.mailTo(unverified.email)).toHaveLength(0);
    expect(await w.mailTo(notChosen.email)).toHaveLength(0);
    expect(await w.mailTo(completedFan.email)).toHaveLength(0);
  });
});
