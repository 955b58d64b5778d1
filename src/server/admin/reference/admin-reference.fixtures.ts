import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { addDaysIso, todayIn } from '../../../shared/dates';
import type { ApiError } from '../../../shared/schemas/common';
import { forgetCachedSales } from '../../sales/sales-cache';
import { createSignedInUser, type SignedInUser } from '../../test-support/auth';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { Engine } from '../../test-support/test-database';
import { insertSale, type SaleInput } from '../../tools/factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The app, an administrator, a plain user and helpers, for the admin reference API tests. */
export interface AdminWorld {
  t: TestApp;
  admin: SignedInUser;
  user: SignedInUser;
  /** One HTTP call; `as` signs it in (a guest when left out). */
  call: (
    method: Method,
    url: string,
    as?: SignedInUser,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** A call by the administrator. */
  adminCall: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** A sale of the plain user running tomorrow and the day after (inside the list's default week). */
  sale: (input: Partial<SaleInput> & { city: string }) => Promise<number>;
  /** GET /api/garage-sales with these query parameters: the titles found. */
  listedTitles: (query: Record<string, string>) => Promise<string[]>;
}

export async function createAdminWorld(engine: Engine): Promise<AdminWorld> {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const admin = await createSignedInUser(db, { userType: 'admin' });
  const user = await createSignedInUser(db);
  const today = todayIn(t.config.timeZone);
  const call: AdminWorld['call'] = (method, url, as, payload) =>
    t.app.inject({
      method,
      url,
      headers: as ? { cookie: as.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    admin,
    user,
    call,
    adminCall: (method, url, payload) => call(method, url, admin, payload),
    // Written straight into the database: the app's caches are told, as the app's own writes tell them
    // (a filtered list of this week is made from the week's cached list).
    sale: async (input) => {
      const id = await insertSale(db, {
        userId: user.id,
        title: 'A sale',
        address: '1 Main Street',
        position: { lat: 53.5, lng: -114 },
        startDate: addDaysIso(today, 1),
        endDate: addDaysIso(today, 2),
        ...input,
      });
      forgetCachedSales();
      return id;
    },
    listedTitles: async (query) => {
      const response = await call('GET', `/api/garage-sales?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { title: string }[]).map((sale) => sale.title).sort();
    },
  };
}

/**
 * For one describe block: the world made before its tests and closed after them. The object is answered at
 * once and filled in beforeAll.
 */
export function useAdminWorld(engine: Engine): AdminWorld {
  const world = {} as AdminWorld;
  beforeAll(async () => {
    Object.assign(world, await createAdminWorld(engine));
  });
  afterAll(() => world.t.close());
  return world;
}

/** An admin list answered 200, read with `schema`, after checking that it is sorted by name whatever the case. */
export function listedByName<T extends { name: string }>(
  response: LightMyRequestResponse,
  schema: z.ZodType<T[]>,
): T[] {
  expect(response.statusCode).toBe(200);
  const listed = schema.parse(response.json());
  const names = listed.map((item) => item.name);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  return listed;
}

/** Expects a 4xx answer with this message (and, for a 400, an issue carrying it). */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ApiError;
  if (status === 400) {
    expect(body.issues?.map((issue) => issue.message) ?? [body.message]).toContain(message);
  } else {
    expect(body).toEqual({ message });
  }
}

/** Guests get 401 and plain users 403, whatever the id or body. */
export async function expectAdminOnly(
  world: AdminWorld,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<void> {
  expectError(await world.call(method, url, undefined, payload), 401, 'Please log in to continue');
  expectError(
    await world.call(method, url, world.user, payload),
    403,
    'This requires administrator privileges',
  );
}
