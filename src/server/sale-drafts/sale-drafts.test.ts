import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_DRAFT_BYTES } from '../../shared/schemas/sale-drafts';
import { saleDrafts } from '../db/schema';
import { createSignedInUser, type SignedInUser, sessionCookie } from '../test-support/auth';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { runMaintenance } from '../tools/maintenance';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('/api/my-draft on %s', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => vi.useRealTimers());

  const as = (user?: SignedInUser | string) =>
    user === undefined ? {} : { cookie: typeof user === 'string' ? user : user.cookie };
  const get = (user?: SignedInUser | string) =>
    t.app.inject({ method: 'GET', url: '/api/my-draft', headers: as(user) });
  const put = (body: unknown, user?: SignedInUser | string) =>
    t.app.inject({ method: 'PUT', url: '/api/my-draft', headers: as(user), payload: body as object });
  const del = (user?: SignedInUser | string) =>
    t.app.inject({ method: 'DELETE', url: '/api/my-draft', headers: as(user) });
  // What the wizard sends: its whole values object (fields it does not know, like items, ride along).
  const draft = (title = 'Moving sale') => ({
    values: { title, description: '', categoryIds: [2], address: '12 Elm St', items: [{ name: 'Crib' }] },
    step: 2,
    copyPhotos: null,
  });
  /** Moves the process's clock (the server's too: it runs in this process) without waiting. */
  const clockAt = (time: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
  };

  it("keeps a signed-in seller's draft and answers it to another session of the same account", async () => {
    const seller = await createSignedInUser(t.database.db);
    expect((await get(seller)).json()).toEqual({ draft: null });
    const saved = await put(draft(), seller);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-cache');

    // Another device: a new session (its own cookie jar) of the same account.
    const phone = await sessionCookie(t.database.db, seller.id);
    const resumed = await get(phone);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.headers['cache-control']).toBe('private, no-cache');
    expect(resumed.json().draft).toMatchObject(draft());
    const { updatedAt, expiresAt } = resumed.json().draft;
    expect(Date.parse(expiresAt) - Date.parse(updatedAt)).toBe(30 * DAY_MS);

    // Saved again from the phone: one draft per seller, the newer values.
    await put(draft('Moving sale, everything goes'), phone);
    expect((await get(seller)).json().draft.values.title).toBe('Moving sale, everything goes');
    expect(await t.database.db.$count(saleDrafts, eq(saleDrafts.userId, seller.id))).toBe(1);
  });

  it('is private: another user, or a guest, never gets it nor changes it', async () => {
    const seller = await createSignedInUser(t.database.db);
    const other = await createSignedInUser(t.database.db);
    await put(draft('Secret sale'), seller);
    expect((await get(other)).json()).toEqual({ draft: null });
    expect((await del(other)).statusCode).toBe(204);
    await put(draft('Other sale'), other);
    expect((await get(seller)).json().draft.values.title).toBe('Secret sale');

    for (const response of [await get(), await put(draft()), await del()]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Secret');
    }
  });

  it('runs out 30 days after the last save: never answered, then removed', async () => {
    const seller = await createSignedInUser(t.database.db);
    const start = Date.parse('2026-05-01T12:00:00Z');
    clockAt(start);
    await put(draft(), seller);
    clockAt(start + 29 * DAY_MS);
    expect((await get(seller)).json().draft).not.toBeNull();
    // A save moves the end: 30 days from the last save.
    await put(draft(), seller);
    clockAt(start + 58 * DAY_MS);
    expect((await get(seller)).json().draft).not.toBeNull();
    clockAt(start + 59 * DAY_MS);
    expect((await get(seller)).json()).toEqual({ draft: null });
    expect(await t.database.db.$count(saleDrafts, eq(saleDrafts.userId, seller.id))).toBe(0);
  });

  it('is removed by the maintenance job once it ran out', async () => {
    const seller = await createSignedInUser(t.database.db);
    const keeper = await createSignedInUser(t.database.db);
    await put(draft(), seller);
    await put(draft(), keeper);
    await t.database.db
      .update(saleDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(saleDrafts.userId, seller.id));
    await runMaintenance(t.database);
    expect(await t.database.db.$count(saleDrafts, eq(saleDrafts.userId, seller.id))).toBe(0);
    expect(await t.database.db.$count(saleDrafts, eq(saleDrafts.userId, keeper.id))).toBe(1);
  });

  it('is discarded by DELETE', async () => {
    const seller = await createSignedInUser(t.database.db);
    await put(draft(), seller);
    expect((await del(seller)).statusCode).toBe(204);
    expect((await get(seller)).json()).toEqual({ draft: null });
  });

  it('refuses a draft that is too large or malformed, with a clear message, and keeps the one before', async () => {
    const seller = await createSignedInUser(t.database.db);
    await put(draft('Kept'), seller);
    const huge = { ...draft(), values: { description: 'x'.repeat(MAX_DRAFT_BYTES) } };
    const cases: [unknown, string][] = [
      [huge, 'A draft may be at most 32 KB'],
      [{ ...draft(), step: 9 }, 'Use a step from 1 to 5'],
      [{ ...draft(), values: ['a'] }, "Send the draft's values as an object"],
      [{ ...draft(), copyPhotos: { fromSaleId: 1, photoIds: [1, 2, 3, 4, 5, 6] } }, 'at most 5'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body, seller);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await get(seller)).json().draft.values.title).toBe('Kept');
  });
});
