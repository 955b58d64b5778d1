import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { mailOutbox, users } from '../db/schema';
import { zonedDateTime } from '../lib/zoned-time';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';
import { insertCategory, insertCity, insertSale, type SaleInput } from '../tools/factories';
import { runNotificationTick, type TickResult } from './scheduler';

export const QUIET_MS = 5 * 60_000;

/** The app with its scheduler off (the tests tick with a fixed clock), a city, two categories and people. */
export interface NotifyWorld {
  t: TestApp;
  today: string;
  day: (offset: number) => string;
  cat: { tools: number; books: number };
  /** A new signed-in user whose address is verified unless told otherwise. */
  person: (verified?: boolean) => Promise<SignedInUser>;
  sale: (input: Partial<SaleInput> & { userId: number }) => Promise<number>;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    as?: SignedInUser,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** One scheduler pass at this instant. */
  tick: (now: Date) => Promise<TickResult>;
  /** The instant of a wall-clock day and time in the site's zone. */
  at: (day: string, time: string) => Date;
  /** Every queued message of one address, oldest first. */
  mailTo: (email: string) => Promise<(typeof mailOutbox.$inferSelect)[]>;
}

export async function createNotifyWorld(engine: Engine): Promise<NotifyWorld> {
  const t = await createTestApp(engine, {}, undefined, {
    notifications: { tickMs: 0, changeQuietMs: QUIET_MS, digestHour: 8 },
    publicUrl: 'https://sales.example.org',
  });
  const db = t.database.db;
  const today = todayIn(t.config.timeZone);
  await insertCity(db, { name: 'Stony Plain' });
  await insertCity(db, { name: 'Spruce Grove' });
  const cat = {
    tools: await insertCategory(db, { name: 'Tools' }),
    books: await insertCategory(db, { name: 'Books' }),
  };
  return {
    t,
    today,
    day: (offset) => addDaysIso(today, offset),
    cat,
    person: async (verified = true) => {
      const user = await createSignedInUser(db);
      if (verified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      return user;
    },
    sale: (input) =>
      insertSale(db, {
        title: 'Garage sale',
        address: '1 Main Street',
        city: 'Stony Plain',
        position: { lat: 53.53, lng: -114 },
        startDate: addDaysIso(today, 1),
        endDate: addDaysIso(today, 2),
        categoryIds: [cat.books],
        ...input,
      }),
    call: (method, url, as, payload, headers = {}) =>
      t.app.inject({
        method,
        url,
        headers: { ...(as ? { cookie: as.cookie } : {}), ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    tick: (now) => runNotificationTick({ db, config: t.config }, now),
    at: (day, time) => new Date(zonedDateTime(day, time, t.config.timeZone)),
    mailTo: (email) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id)),
  };
}

/** A world with one seller in it, whose sales the tests' shoppers favourite, save searches for and so on. */
export interface NotifyWorldWithSeller extends NotifyWorld {
  seller: SignedInUser;
}

/**
 * The world for one describe block: made before its tests (its fields are set then) and closed after them.
 */
export function useNotifyWorld(engine: Engine): NotifyWorldWithSeller {
  const world = {} as NotifyWorldWithSeller;
  beforeAll(async () => {
    Object.assign(world, await createNotifyWorld(engine));
    world.seller = await world.person();
  });
  afterAll(() => world.t.close());
  return world;
}

/** Every notification on, reminders at 19:00: what choosePreferences starts from. */
const ALL_ON = { reminders: true, changeNotices: true, savedSearchDigests: true, reminderTime: '19:00' };

/** Saves `user`'s notification preferences through the API: everything on at 19:00 but for `changes`. */
export async function choosePreferences(
  w: NotifyWorld,
  user: SignedInUser,
  changes: Partial<typeof ALL_ON> = {},
): Promise<void> {
  const response = await w.call('PUT', '/api/account/notifications', user, { ...ALL_ON, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Expects a 400 whose words name the problem: in the message people read, or as the field an issue is about
 * (issue 22).
 */
export function expectRefusedNaming(response: LightMyRequestResponse, words: string): void {
  expect(response.statusCode).toBe(400);
  const { message, issues = [] } = response.json() as { message: string; issues?: { path: string }[] };
  expect([message, ...issues.map((issue) => issue.path)]).toContainEqual(expect.stringContaining(words));
}

/** The one-click token of a queued message's unsubscribe URL. */
export function tokenOf(unsubscribeUrl: string | null): string {
  const match = /\/unsubscribe\/([A-Za-z0-9_-]{43})$/.exec(unsubscribeUrl ?? '');
  if (!match?.[1]) throw new Error(`no unsubscribe token in ${unsubscribeUrl}`);
  return match[1];
}
