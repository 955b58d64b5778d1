import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayIn } from '../../../shared/dates';
import { AdminUserSchema, UserRoleAnswerSchema } from '../../../shared/schemas/admin';
import { favorites, garageSales, photos, sessions, users } from '../../db/schema';
import { createSignedInUser, type SignedInUser, useSignedInUser } from '../../test-support/auth';
import { insertSaleOn } from '../../test-support/sales';
import { useTestApp } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';
import { promoteUser } from './admin-users.service';

describe.each(engines)('/api/admin/users on %s', (engine) => {
  const t = useTestApp(engine);
  const admin = useSignedInUser(t, { userType: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const user = useSignedInUser(t, { firstName: 'Uma' });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, as?: SignedInUser) =>
    t.app.inject({ method, url, headers: as ? { cookie: as.cookie } : {} });
  const roleOf = async (id: number) =>
    (await t.database.db.select({ userType: users.userType }).from(users).where(eq(users.id, id)))[0]
      ?.userType;

  describe('guards every route', () => {
    const routes: ['GET' | 'PUT' | 'DELETE', (id: number) => string][] = [
      ['GET', () => '/api/admin/users'],
      ['PUT', (id) => `/api/admin/users/${id}/promote`],
      ['PUT', (id) => `/api/admin/users/${id}/demote`],
      ['DELETE', (id) => `/api/admin/users/${id}`],
    ];

    it.each(routes)('%s %s: a guest gets 401, a user 403, and nothing changes', async (method, url) => {
      const target = await createSignedInUser(t.database.db, { userType: 'admin' });
      const guest = await call(method, url(target.id));
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Please log in to continue' });
      const plain = await call(method, url(target.id), user);
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toEqual({ message: 'This requires administrator privileges' });
      expect(await roleOf(target.id)).toBe('admin');
    });

    it('answers 401 before reading a bad id', async () => {
      expect((await call('PUT', '/api/admin/users/abc/promote')).statusCode).toBe(401);
      const bad = await call('PUT', '/api/admin/users/abc/promote', admin);
      expect(bad.statusCode).toBe(400);
    });
  });

  it('lists every account by email with role, join date and sale count, privately', async () => {
    const seller = await createSignedInUser(t.database.db, { email: `AAA-seller-${engine}@example.org` });
    const today = todayIn(t.config.timeZone);
    for (const title of ['One', 'Two']) {
      await insertSaleOn(t.database.db, seller.id, today, { title });
    }
    const response = await call('GET', '/api/admin/users', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const list = z.array(AdminUserSchema).parse(response.json());
    const emails = list.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(list.find((u) => u.id === seller.id)).toMatchObject({ saleCount: 2, userType: 'user' });
    expect(list.find((u) => u.id === admin.id)).toMatchObject({
      email: admin.email,
      firstName: 'Ada',
      lastName: 'Admin',
      userType: 'admin',
      saleCount: 0,
    });
    expect(Number.isNaN(Date.parse(list[0]?.createdAt ?? ''))).toBe(false);
    // No password hash travels.
    expect(response.body).not.toContain('argon2');
  });

  it('promotes a user, whose next request is an admin one; promoting again changes nothing', async () => {
    const target = await createSignedInUser(t.database.db);
    expect((await call('GET', '/api/admin/users', target)).statusCode).toBe(403);
    const response = await call('PUT', `/api/admin/users/${target.id}/promote`, admin);
    expect(response.statusCode).toBe(200);
    expect(UserRoleAnswerSchema.parse(response.json())).toEqual({ id: target.id, userType: 'admin' });
    expect(await roleOf(target.id)).toBe('admin');
    expect((await call('GET', '/api/admin/users', target)).statusCode).toBe(200);
    const again = await call('PUT', `/api/admin/users/${target.id}/promote`, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: target.id, userType: 'admin' });
  });

  it('demotes an admin, whose live session loses the admin routes at once; demoting again changes nothing', async () => {
    const target = await createSignedInUser(t.database.db, { userType: 'admin' });
    expect((await call('GET', '/api/admin/users', target)).statusCode).toBe(200);
    const response = await call('PUT', `/api/admin/users/${target.id}/demote`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: target.id, userType: 'user' });
    expect(await roleOf(target.id)).toBe('user');
    // Same cookie, next request: the role is read afresh.
    expect((await call('GET', '/api/admin/users', target)).statusCode).toBe(403);
    const me = await call('GET', '/api/auth/me', target);
    expect(me.json()).toMatchObject({ id: target.id, userType: 'user', isAdmin: false });
    const again = await call('PUT', `/api/admin/users/${target.id}/demote`, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: target.id, userType: 'user' });
  });

  it('refuses to demote or delete oneself with 409', async () => {
    const demote = await call('PUT', `/api/admin/users/${admin.id}/demote`, admin);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: 'You cannot demote yourself' });
    const remove = await call('DELETE', `/api/admin/users/${admin.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: 'You cannot delete your own account' });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it.each([
    ['PUT', '/promote'],
    ['PUT', '/demote'],
    ['DELETE', ''],
  ] as const)('%s an unknown user%s answers 404 "User not found"', async (method, suffix) => {
    const response = await call(method, `/api/admin/users/2147483647${suffix}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });

  it("deletes a user with their sales, photos' rows and files, sessions and favorites", async () => {
    const db = t.database.db;
    const seller = await createSignedInUser(db);
    const other = await createSignedInUser(db);
    const today = todayIn(t.config.timeZone);
    const names = [0, 1].map(() => crypto.randomUUID());
    const files = names.flatMap((name) => [`${name}.jpg`, `${name}-thumb.webp`]);
    for (const file of files) fs.writeFileSync(path.join(t.config.uploadsDir, file), 'image');
    const sale = (userId: number, photoNames: string[]) =>
      insertSaleOn(db, userId, today, {
        title: 'Leaving',
        photos: photoNames.map((name) => ({
          url: `/uploads/${name}.jpg`,
          thumbnailUrl: `/uploads/${name}-thumb.webp`,
        })),
      });
    const first = await sale(seller.id, [names[0] as string]);
    const second = await sale(seller.id, [names[1] as string]);
    const othersSale = await sale(other.id, []);
    await db.insert(favorites).values([
      { userId: seller.id, saleId: othersSale },
      { userId: other.id, saleId: first },
    ]);
    // Someone else's file with a look-alike name stays.
    const keep = `${crypto.randomUUID()}.jpg`;
    fs.writeFileSync(path.join(t.config.uploadsDir, keep), 'image');
    // The public list holds the seller's sales before (and must not serve them from its cache after).
    const before = await t.app.inject({ method: 'GET', url: '/api/garage-sales' });
    expect(before.json().map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([first, second]));

    const response = await call('DELETE', `/api/admin/users/${seller.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted' });

    expect(await db.select().from(users).where(eq(users.id, seller.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, seller.id))).toEqual([]);
    expect(await db.select().from(garageSales).where(eq(garageSales.userId, seller.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(photos)
        .where(inArray(photos.saleId, [first, second])),
    ).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, seller.id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.saleId, first))).toEqual([]);
    for (const file of files) expect(fs.existsSync(path.join(t.config.uploadsDir, file))).toBe(false);
    expect(fs.existsSync(path.join(t.config.uploadsDir, keep))).toBe(true);
    // The other user's sale and favorites are untouched.
    expect(await db.select().from(garageSales).where(eq(garageSales.id, othersSale))).toHaveLength(1);
    const after = await t.app.inject({ method: 'GET', url: '/api/garage-sales' });
    const ids = after.json().map((s: { id: number }) => s.id);
    expect(ids).not.toContain(first);
    expect(ids).toContain(othersSale);
    // Their cookie no longer signs anyone in.
    expect((await call('GET', '/api/my-sales', seller)).statusCode).toBe(401);
  });

  it('deletes another administrator', async () => {
    const other = await createSignedInUser(t.database.db, { userType: 'admin' });
    const response = await call('DELETE', `/api/admin/users/${other.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(await roleOf(other.id)).toBeUndefined();
  });
});

/** The two answers of a race: exactly one succeeded, and which one refused. */
function splitRace<T extends { statusCode: number }>(answers: T[]): [T, T] {
  const winners = answers.filter((r) => r.statusCode === 200);
  expect(winners).toHaveLength(1);
  const [winner] = winners as [T];
  return [winner, answers.find((r) => r !== winner) as T];
}

describe.each(engines)('the last administrator on %s', (engine) => {
  const t = useTestApp(engine);

  const call = (method: 'PUT' | 'DELETE', url: string, as: SignedInUser) =>
    t.app.inject({ method, url, headers: { cookie: as.cookie } });
  const adminCount = async () =>
    (await t.database.db.select().from(users).where(eq(users.userType, 'admin'))).length;

  /**
   * Two new administrators, the only ones, each acting on the other at the same moment: one wins (200), the
   * other is refused with one of `refusals`, and one administrator is left.
   */
  const race = async (
    method: 'PUT' | 'DELETE',
    url: (otherId: number) => string,
    refusals: { status: number; body: { message: string } }[],
  ) => {
    const a = await createSignedInUser(t.database.db, { userType: 'admin' });
    const b = await createSignedInUser(t.database.db, { userType: 'admin' });
    expect(await adminCount()).toBe(2);
    const answers = await Promise.all([call(method, url(b.id), a), call(method, url(a.id), b)]);
    const [winner, refused] = splitRace(answers);
    expect(winner.statusCode).toBe(200);
    expect(refusals).toContainEqual({ status: refused.statusCode, body: refused.json() });
    expect(await adminCount()).toBe(1);
    return { a, b, answers, winner };
  };

  it('survives two admins demoting each other at the same moment', async () => {
    // On PostgreSQL the two really run at once. The loser's request either began while it was still an
    // admin and waited on the lock (409), or began after the winner committed, when its session already
    // read a plain user (403). Both refuse; neither leaves the site without an administrator.
    const { a, b, answers, winner } = await race('PUT', (id) => `/api/admin/users/${id}/demote`, [
      { status: 409, body: { message: 'The last administrator cannot be demoted' } },
      { status: 403, body: { message: 'This requires administrator privileges' } },
    ]);
    // The one demoted is a user now: the survivor can promote them back.
    const survivor = answers[0] === winner ? a : b;
    const loser = survivor === a ? b : a;
    expect((await call('PUT', `/api/admin/users/${loser.id}/promote`, loser)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/users/${loser.id}/promote`, survivor)).statusCode).toBe(200);
  });

  it('survives two admins deleting each other at the same moment', async () => {
    await t.database.db.delete(users);
    // As above; a request that begins after the winner committed finds its session deleted with its
    // account (401).
    await race('DELETE', (id) => `/api/admin/users/${id}`, [
      { status: 409, body: { message: 'The last administrator cannot be deleted' } },
      { status: 401, body: { message: 'Please log in to continue' } },
    ]);
  });

  it('refuses an admin demoted a moment ago, though their request began as an admin', async () => {
    await t.database.db.delete(users);
    const a = await createSignedInUser(t.database.db, { userType: 'admin' });
    const b = await createSignedInUser(t.database.db, { userType: 'admin' });
    const c = await createSignedInUser(t.database.db);
    // b's request passed the guard, then a demoted b before b's change ran: b's change is refused.
    expect((await call('PUT', `/api/admin/users/${b.id}/demote`, a)).statusCode).toBe(200);
    await expect(promoteUser(t.database.db, { id: b.id }, c.id)).rejects.toThrow(
      'This requires administrator privileges',
    );
    expect(await adminCount()).toBe(1);
  });
});
