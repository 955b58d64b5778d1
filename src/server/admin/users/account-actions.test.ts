import { describe, expect, it } from 'vitest';
import { passwordResetLinkSent, RESET_LINKS_USED_UP } from '../../../shared/schemas/admin';
import { queueSignInLink } from '../../auth/sign-in-links';
import { queueWithUnsubscribe } from '../../notifications/unsubscribe-tokens';
import { createSignedInUser, type SignedInUser, useSignedInUser } from '../../test-support/auth';
import { linkToken, mailsTo } from '../../test-support/mailed-links';
import { useTestApp } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';

const SITE = { siteName: 'Parkland Garage Sales', siteUrl: 'https://sales.test.example' };

/**
 * Issue 21's review: any administrator could read live reset links in the Outbox and take over any account,
 * other administrators' included. The Outbox hides every link secret; an administrator helps someone by
 * sending a fresh link to the person's own address, and that is logged.
 */
describe.each(engines)('administrators and the links people are sent, on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: SITE.siteUrl });
  const admin = useSignedInUser(t, { userType: 'admin', email: `first-admin-${engine}@example.org` });
  const otherAdmin = useSignedInUser(t, { userType: 'admin' });

  const call = (method: 'GET' | 'POST', url: string, as?: SignedInUser, payload?: object) =>
    t.app.inject({ method, url, headers: as ? { cookie: as.cookie } : {}, ...(payload ? { payload } : {}) });
  /** The stored rows (what the mail worker sends): the person's own mailbox, as it were. */
  const storedMail = (email: string, kind: string) => mailsTo(t.database.db, email, kind);
  const tokenIn = (text: string, page: string) => linkToken(text, page);
  /** The message as the Outbox screen shows it to an administrator. */
  const asAdminReadsIt = async (id: number) => {
    const list = await call('GET', '/api/admin/outbox?limit=200', admin);
    const detail = await call('GET', `/api/admin/outbox/${id}`, admin);
    expect(detail.statusCode).toBe(200);
    return `${list.body}\n${detail.body}`;
  };

  it("hides every link secret from administrators: another administrator's reset, a sign-in link, an unsubscribe link", async () => {
    // The other administrator forgot their password: the link waits in the outbox.
    await call('POST', '/api/auth/forgot-password', undefined, { email: otherAdmin.email });
    await t.app.background.settled();
    const [reset] = await storedMail(otherAdmin.email, 'password-reset');
    const resetToken = tokenIn(reset?.textBody ?? '', 'reset-password');
    await queueSignInLink(t.database.db, SITE, { id: otherAdmin.id, email: otherAdmin.email });
    const [signIn] = await storedMail(otherAdmin.email, 'sign-in');
    const signInToken = tokenIn(signIn?.textBody ?? '', 'sign-in');
    await t.database.db.transaction((tx) =>
      queueWithUnsubscribe(tx, t.config, { userId: otherAdmin.id, kind: 'reminders' }, (unsubscribeUrl) => ({
        to: otherAdmin.email,
        userId: otherAdmin.id,
        kind: 'reminder',
        eventKey: `reminder:test:${engine}`,
        subject: 'Tomorrow: a sale',
        text: `Stop these messages: ${unsubscribeUrl}`,
        html: `<a href="${unsubscribeUrl}">Stop these messages</a>`,
      })),
    );
    const [reminder] = await storedMail(otherAdmin.email, 'reminder');
    const unsubscribeToken = /\/unsubscribe\/([A-Za-z0-9_-]{43})$/.exec(reminder?.unsubscribeUrl ?? '')?.[1];

    for (const [row, secret] of [
      [reset, resetToken],
      [signIn, signInToken],
      [reminder, unsubscribeToken],
    ] as const) {
      const seen = await asAdminReadsIt(row?.id ?? 0);
      expect(seen).not.toContain(secret);
      expect(seen).toMatch(/(token=|\/unsubscribe\/)\[hidden\]/);
    }
    const detail = (await call('GET', `/api/admin/outbox/${reset?.id}`, admin)).json();
    expect(detail.textBody).toContain('https://sales.test.example/reset-password?token=[hidden]');
    expect(detail.htmlBody).toContain('reset-password?token=[hidden]');
    expect(detail.htmlBody).not.toMatch(/token=[A-Za-z0-9_-]{43}/);

    // The links themselves still work for their owner (the mail that is sent is whole).
    const used = await call('POST', '/api/auth/reset-password', undefined, {
      token: resetToken,
      password: 'Another456',
      confirmPassword: 'Another456',
    });
    expect(used.statusCode).toBe(200);
  });

  it('lets an administrator send a fresh reset link to the person, never to themselves, and logs it', async () => {
    const person = await createSignedInUser(t.database.db);
    const url = `/api/admin/users/${person.id}/password-reset-link`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, person)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/users/999999/password-reset-link', admin)).statusCode).toBe(404);
    expect(await storedMail(person.email, 'password-reset')).toEqual([]);

    const sent = await call('POST', url, admin);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: passwordResetLinkSent(person.email) });
    expect(sent.body).not.toMatch(/[A-Za-z0-9_-]{43}/);
    const [mail] = await storedMail(person.email, 'password-reset');
    expect(mail?.toAddress).toBe(person.email);
    // The person's link works; the administrator saw none of it.
    const token = tokenIn(mail?.textBody ?? '', 'reset-password');
    expect(await asAdminReadsIt(mail?.id ?? 0)).not.toContain(token);
    const reset = await call('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'Helped789',
      confirmPassword: 'Helped789',
    });
    expect(reset.statusCode).toBe(200);

    // Logged, newest first, with who did what to whom; only administrators read the log.
    const log = await call('GET', '/api/admin/account-actions', admin);
    expect(log.statusCode).toBe(200);
    expect(log.json()[0]).toMatchObject({
      adminEmail: admin.email,
      action: 'password-reset-link',
      userEmail: person.email,
    });
    const plain = await createSignedInUser(t.database.db);
    expect((await call('GET', '/api/admin/account-actions', plain)).statusCode).toBe(403);

    // The account's hourly share of reset links holds here too.
    expect((await call('POST', url, admin)).statusCode).toBe(202);
    expect((await call('POST', url, admin)).statusCode).toBe(202);
    const fourth = await call('POST', url, admin);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: RESET_LINKS_USED_UP });
    expect(await storedMail(person.email, 'password-reset')).toHaveLength(3);
  });

  it('logs clearing an account’s failed logins', async () => {
    const person = await createSignedInUser(t.database.db);
    const helper = await createSignedInUser(t.database.db, { userType: 'admin' });
    const cleared = await call('POST', `/api/admin/users/${person.id}/clear-login-throttle`, helper);
    expect(cleared.statusCode).toBe(200);
    const [latest] = (await call('GET', '/api/admin/account-actions', admin)).json();
    expect(latest).toMatchObject({
      adminEmail: helper.email,
      action: 'login-throttle-cleared',
      userEmail: person.email,
    });
  });
});
