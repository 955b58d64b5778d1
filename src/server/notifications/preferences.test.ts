import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NotificationSettingsSchema } from '../../shared/schemas/notifications';
import { notificationPreferences } from '../db/schema';
import { engines } from '../test-support/test-database';
import { expectRefusedNaming, useNotifyWorld } from './notifications.fixtures';

describe.each(engines)('/api/account/notifications on %s', (engine) => {
  const w = useNotifyWorld(engine);

  const stored = async (userId: number) =>
    w.t.database.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

  it('answers the defaults to a new account: notices and digests on, reminders off at 19:00', async () => {
    const user = await w.person(false);
    const response = await w.call('GET', '/api/account/notifications', user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(NotificationSettingsSchema.parse(response.json())).toEqual({
      reminders: false,
      changeNotices: true,
      savedSearchDigests: true,
      reminderTime: '19:00',
      emailVerified: false,
      email: user.email,
    });
  });

  it('saves every choice and the time, and reads them back', async () => {
    const user = await w.person();
    const choice = {
      reminders: true,
      changeNotices: false,
      savedSearchDigests: false,
      reminderTime: '18:30',
    };
    const response = await w.call('PUT', '/api/account/notifications', user, choice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...choice, emailVerified: true });
    expect((await w.call('GET', '/api/account/notifications', user)).json()).toMatchObject(choice);
    const [row] = await stored(user.id);
    expect(row).toMatchObject({ reminders: true, changeNotices: false, reminderTime: '18:30:00' });
  });

  it('asks a guest to log in, for reading and for saving, and stores nothing', async () => {
    expect((await w.call('GET', '/api/account/notifications')).statusCode).toBe(401);
    const put = await w.call('PUT', '/api/account/notifications', undefined, { reminders: true });
    expect(put.statusCode).toBe(401);
    expect(put.json().message).toBe('Please log in to continue');
  });

  it.each([
    [
      { reminders: true, changeNotices: true, savedSearchDigests: true, reminderTime: '25:00' },
      'Use a time in the form HH:mm',
    ],
    [{ reminders: 'yes', changeNotices: true, savedSearchDigests: true, reminderTime: '19:00' }, 'reminders'],
    [{ changeNotices: true, savedSearchDigests: true, reminderTime: '19:00' }, 'reminders'],
  ])('refuses %j with a message naming the problem, changing nothing', async (body, words) => {
    const user = await w.person();
    expectRefusedNaming(await w.call('PUT', '/api/account/notifications', user, body), words);
    expect(await stored(user.id)).toEqual([]);
  });
});
