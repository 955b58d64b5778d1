import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_DEAD_MESSAGE,
  TOKEN_INCOMPLETE_MESSAGE,
  VERIFY_LINK_DEAD_MESSAGE,
} from '../../shared/schemas/account-links';
import { LOGIN_THROTTLE_CLEARED } from '../../shared/schemas/admin';
import { accountTokens, loginFailures, mailOutbox, sessions, users } from '../db/schema';
import { createSignedInUser, registration, sessionCookieOf } from '../test-support/auth';
import { linkToken, mailsTo } from '../test-support/mailed-links';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { RESETS_PER_ACCOUNT_PER_HOUR } from './account-links.service';

const PASSWORD = 'Garage123';
const NEW_PASSWORD = 'Another456';
let counter = 0;
const newAddress = () => `192.0.2.${(++counter % 250) + 1}`;

describe.each(engines)('password reset and email confirmation on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: 'https://sales.test.example' });

  const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: extra.ip ?? newAddress(),
      headers: extra.cookie ? { cookie: extra.cookie } : {},
    });
  const mails = (email: string, kind: string) => mailsTo(t.database.db, email, kind);
  const tokenIn = (text: string, page: string) => linkToken(text, page, 'https://sales.test.example');
  const register = async () => {
    const email = `links-${++counter}@example.org`;
    const response = await post('/api/auth/register', registration(email, PASSWORD));
    expect(response.statusCode).toBe(201);
    return { email, cookie: sessionCookieOf(response) };
  };
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const askReset = async (email: string) => {
    const response = await post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    // The request's work happens after its answer (issue 21): wait for it.
    await t.app.background.settled();
  };
  const resetToken = async (email: string) => {
    const [mail] = await mails(email, 'password-reset');
    if (!mail) throw new Error('no reset mail');
    return tokenIn(mail.textBody, 'reset-password');
  };
  /** A new account that has asked for a reset: its address, session and the link's token. */
  const registeredWithResetLink = async () => {
    const account = await register();
    await askReset(account.email);
    return { ...account, token: await resetToken(account.email) };
  };
  const expireResetLinks = () =>
    t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'password-reset'));
  const reset = (token: string, password = NEW_PASSWORD) =>
    post('/api/auth/reset-password', { token, password, confirmPassword: password });

  describe('POST /api/auth/forgot-password', () => {
    it('answers the same for an unknown address and queues nothing', async () => {
      await askReset('nobody-here@example.org');
      expect(await mails('nobody-here@example.org', 'password-reset')).toEqual([]);
    });

    it('answers before the account is even looked up: with the accounts table locked, both answers arrive', async () => {
      const { email } = await register();
      const unknown = 'nobody-at-all@example.org';
      const before = (await mails(email, 'password-reset')).length;
      await t.database.db.transaction(async (tx) => {
        // Nothing may read users until this transaction ends: an answer that waited for the account would
        // never come, and this test would time out.
        await tx.execute(sql`lock table users in access exclusive mode`);
        for (const address of [email, unknown]) {
          const response = await post('/api/auth/forgot-password', { email: address });
          expect(response.statusCode).toBe(202);
          expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
        }
        const queued = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')));
        expect(queued).toHaveLength(before);
      });
      // Then the work is done: the account's mail is queued, the unknown address gets none.
      await t.app.background.settled();
      expect(await mails(email, 'password-reset')).toHaveLength(before + 1);
      expect(await mails(unknown, 'password-reset')).toEqual([]);
    });

    it('queues one reset mail with a one-hour link, storing only its hash', async () => {
      const { email } = await register();
      await askReset(email.toUpperCase());
      const [mail] = await mails(email, 'password-reset');
      expect(mail?.subject).toContain('Choose a new password');
      expect(mail?.unsubscribeUrl).toBeNull();
      expect(mail?.htmlBody).toContain('https://sales.test.example/reset-password?token=');
      const token = tokenIn(mail?.textBody ?? '', 'reset-password');
      const rows = await t.database.db.select().from(accountTokens);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      const [row] = rows.filter((r) => r.purpose === 'password-reset').slice(-1);
      const life = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(Math.abs(life - 3_600_000)).toBeLessThan(5_000);
    });

    it(`sends one account at most ${RESETS_PER_ACCOUNT_PER_HOUR} reset mails an hour, answering the same`, async () => {
      const { email } = await register();
      for (let i = 0; i < RESETS_PER_ACCOUNT_PER_HOUR + 2; i += 1) await askReset(email);
      expect(await mails(email, 'password-reset')).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);
    });

    it('refuses a sixth request from one address in 15 minutes with 429', async () => {
      const ip = '203.0.113.200';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await post('/api/auth/forgot-password', { email: `x${i}@example.org` }, { ip })).statusCode,
        );
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('refuses a malformed address with the form message', async () => {
      const response = await post('/api/auth/forgot-password', { email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('Invalid email address');
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password, ends every session, signs in, and refuses the link a second time', async () => {
      const { email, cookie, token } = await registeredWithResetLink();
      const answer = await reset(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ email, emailVerified: true });
      expect(answer.cookies.map((c) => c.name).sort()).toEqual(['gsf_device', 'gsf_session']);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json()).toBeNull();
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const live = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0));
      expect(live).toHaveLength(1);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      const again = await reset(token, 'Third7890');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link and changes nothing', async () => {
      const { email, token } = await registeredWithResetLink();
      await expireResetLinks();
      const answer = await reset(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an unknown link, and a weak password with the registration rules', async () => {
      const unknown = await reset('A'.repeat(43));
      expect(unknown.json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      const weak = await reset('A'.repeat(43), 'short');
      expect(weak.statusCode).toBe(400);
      expect(JSON.stringify(weak.json())).toContain('Password must be at least 8 characters');
      const mismatch = await post('/api/auth/reset-password', {
        token: 'A'.repeat(43),
        password: NEW_PASSWORD,
        confirmPassword: 'Other1234',
      });
      expect(JSON.stringify(mismatch.json())).toContain('Passwords do not match');
    });

    it('says a mangled link is incomplete in words alone, without the field name', async () => {
      const answer = await reset('bogus');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        message: TOKEN_INCOMPLETE_MESSAGE,
        issues: [{ path: 'token', message: TOKEN_INCOMPLETE_MESSAGE }],
      });
    });

    it("clears the account's login throttle", async () => {
      const { email } = await register();
      const ip = '198.51.100.250';
      for (let i = 0; i < 6; i += 1) await post('/api/auth/login', { email, password: 'Wrong1234' }, { ip });
      await askReset(email);
      expect((await reset(await resetToken(email))).statusCode).toBe(200);
      const after = await post('/api/auth/login', { email, password: NEW_PASSWORD }, { ip });
      expect(after.statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/reset-password/check', () => {
    const check = (token: unknown) => post('/api/auth/reset-password/check', { token });

    it('answers a live link without using it, then refuses it once used', async () => {
      const { token } = await registeredWithResetLink();
      for (let i = 0; i < 2; i++) {
        const answer = await check(token);
        expect([answer.statusCode, answer.json()]).toEqual([200, { live: true }]);
      }
      expect((await reset(token)).statusCode).toBe(200);
      const used = await check(token);
      expect([used.statusCode, used.json()]).toEqual([400, { message: RESET_LINK_DEAD_MESSAGE }]);
    });

    it('refuses an unknown, an expired and a mangled link with the words the page shows', async () => {
      expect((await check('B'.repeat(43))).json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      const { token } = await registeredWithResetLink();
      await expireResetLinks();
      expect((await check(token)).json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      const mangled = await check('bogus');
      expect(mangled.statusCode).toBe(400);
      expect(mangled.json().message).toBe(TOKEN_INCOMPLETE_MESSAGE);
    });
  });

  describe('email confirmation', () => {
    it('queues a confirmation at registration, and the link confirms the address once', async () => {
      const { email, cookie } = await register();
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ email, emailVerified: false });
      const [mail] = await mails(email, 'verify-email');
      expect(mail?.subject).toContain('Confirm your email address');
      const token = tokenIn(mail?.textBody ?? '', 'verify-email');
      const answer = await post('/api/auth/verify-email', { token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ email, emailVerified: true });
      const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(after.json()).toMatchObject({ emailVerified: true });
      const again = await post('/api/auth/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: VERIFY_LINK_DEAD_MESSAGE });
    });

    it('sends again on request, at most once every two minutes, and only to the signed in', async () => {
      const { email, cookie } = await register();
      expect((await post('/api/auth/verify-email/resend', {})).statusCode).toBe(401);
      expect((await post('/api/auth/verify-email/resend', {}, { cookie })).statusCode).toBe(202);
      expect(await mails(email, 'verify-email')).toHaveLength(1);
      await t.database.db
        .update(accountTokens)
        .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
        .where(eq(accountTokens.purpose, 'verify-email'));
      expect((await post('/api/auth/verify-email/resend', {}, { cookie })).statusCode).toBe(202);
      expect(await mails(email, 'verify-email')).toHaveLength(2);
    });
  });

  describe('administrators', () => {
    it('clear an account’s failed logins from the Users screen; others may not', async () => {
      const admin = await createSignedInUser(t.database.db, { userType: 'admin' });
      const plain = await createSignedInUser(t.database.db);
      const { email } = await register();
      const ip = '198.51.100.251';
      for (let i = 0; i < 6; i += 1) await post('/api/auth/login', { email, password: 'Wrong1234' }, { ip });
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const url = `/api/admin/users/${user?.id}/clear-login-throttle`;
      expect((await post(url, {}, { cookie: plain.cookie })).statusCode).toBe(403);
      expect((await post(url, {})).statusCode).toBe(401);
      const cleared = await post(url, {}, { cookie: admin.cookie });
      expect(cleared.json()).toEqual({ message: LOGIN_THROTTLE_CLEARED });
      const left = await t.database.db.select().from(loginFailures);
      expect(left.filter((row) => row.key.includes(email))).toEqual([]);
      expect((await post('/api/auth/login', { email, password: PASSWORD }, { ip })).statusCode).toBe(200);
      expect(
        (await post('/api/admin/users/999999/clear-login-throttle', {}, { cookie: admin.cookie })).statusCode,
      ).toBe(404);
    });

    it('read the outbox newest first, search by address, and open one message', async () => {
      const admin = await createSignedInUser(t.database.db, { userType: 'admin' });
      const plain = await createSignedInUser(t.database.db);
      const { email } = await register();
      const get = (url: string, cookie?: string) =>
        t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect((await get('/api/admin/outbox', plain.cookie)).statusCode).toBe(403);
      expect((await get('/api/admin/outbox')).statusCode).toBe(401);
      const page = await get(`/api/admin/outbox?q=${encodeURIComponent(email.toUpperCase())}`, admin.cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const body = page.json();
      expect(body.messages).toHaveLength(1);
      expect(body.messages[0]).toMatchObject({ toAddress: email, kind: 'verify-email', status: 'queued' });
      const all = (await get('/api/admin/outbox?limit=2', admin.cookie)).json();
      expect(all.messages).toHaveLength(2);
      expect(all.messages[0].id).toBeGreaterThan(all.messages[1].id);
      const next = (await get(`/api/admin/outbox?limit=2&before=${all.nextBefore}`, admin.cookie)).json();
      expect(next.messages[0].id).toBeLessThan(all.messages[1].id);
      const one = await get(`/api/admin/outbox/${body.messages[0].id}`, admin.cookie);
      expect(one.json()).toMatchObject({
        toAddress: email,
        textBody: expect.stringContaining('verify-email?token='),
      });
      expect(one.json().htmlBody).toContain('<!doctype html>');
      expect((await get('/api/admin/outbox/99999999', admin.cookie)).statusCode).toBe(404);
      expect((await get('/api/admin/outbox?limit=0', admin.cookie)).statusCode).toBe(400);
    });
  });
});
