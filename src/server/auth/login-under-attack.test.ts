import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_DEAD_MESSAGE, SIGN_IN_LINK_SENT_MESSAGE } from '../../shared/schemas/account-links';
import { accountTokens, users } from '../db/schema';
import { linkToken, mailsTo } from '../test-support/mailed-links';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { queueSignInLink } from './sign-in-links';

const PASSWORD = 'Garage123';
const LINK_SENT = { message: SIGN_IN_LINK_SENT_MESSAGE, signInLinkSent: true };
let counter = 0;

/**
 * Issue 21's review: wrong passwords for one account from many addresses (three workers, a new address
 * each time) kept the owner's new browsers at 429. Through the real app and its real throttle: the
 * owner's right password now earns a sign-in link by mail (the answer is the same for a wrong one), the
 * link signs that browser in and marks it known, and from then on its password alone lets it in.
 */
describe.each(engines)('signing in while an account is attacked from many addresses, on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: 'https://sales.test.example' });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
      payload: { email, password },
    });
  const signInMails = (email: string) => mailsTo(t.database.db, email, 'sign-in');
  const signInToken = (text: string) => linkToken(text, 'sign-in', 'https://sales.test.example');
  const cookieOf = (response: LightMyRequestResponse, name: string) =>
    response.cookies.find((cookie) => cookie.name === name)?.value;

  /** Three workers guessing the account's password, each from a new address every time, until stopped. */
  const attack = (email: string) => {
    let running = true;
    const answers: LightMyRequestResponse[] = [];
    const worker = async (n: number) => {
      while (running) {
        counter += 1;
        answers.push(await login(email, `Wrong${counter}x`, `203.0.${n}.${counter % 250}`));
      }
    };
    const workers = [1, 2, 3].map(worker);
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(workers);
      },
    };
  };

  it("lets the owner's new browser in through a mailed link, never a flat 429, and the attacker learns nothing", async () => {
    const email = `attacked-${engine}@example.org`;
    const owner = await insertUser(t.database.db, { email, password: PASSWORD });
    const attacker = attack(email);
    try {
      // The attack is under way once attempts start being refused their turn (the account's pace is full:
      // anything but a plain 401).
      await expect
        .poll(() => attacker.answers.some((answer) => answer.statusCode !== 401), { timeout: 30_000 })
        .toBe(true);

      // The owner, in a new browser on their own address, with the right password: told to read their
      // mail (or, between two attackers' turns, simply slowed and let in), never refused.
      const tries: LightMyRequestResponse[] = [];
      while (tries.length < 5 && tries.at(-1)?.statusCode !== 202)
        tries.push(await login(email, PASSWORD, '192.0.2.77'));
      expect(tries.map((answer) => answer.statusCode).filter((status) => status !== 200)).toEqual([202]);
      const told = tries.at(-1) as LightMyRequestResponse;
      expect(told.json()).toEqual(LINK_SENT);
      expect(cookieOf(told, 'gsf_session')).toBeUndefined();

      // The link arrives (mailed after the answer), single-use, its hash alone stored.
      await t.app.background.settled();
      const [mail] = await signInMails(email);
      expect(mail?.subject).toBe('Your sign-in link for Parkland Garage Sales');
      const token = signInToken(mail?.textBody ?? '');
      const stored = await t.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, owner.id));
      expect(stored.map((row) => row.purpose)).toEqual(['sign-in']);
      expect(JSON.stringify(stored)).not.toContain(token);

      const openLink = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in-link',
          remoteAddress: '192.0.2.77',
          payload: { token },
        });
      const opened = await openLink();
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ email, emailVerified: true });
      const session = cookieOf(opened, 'gsf_session');
      const device = cookieOf(opened, 'gsf_device');
      expect(session).toBeDefined();
      expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `gsf_session=${session}` } });
      expect(me.json()).toMatchObject({ email });

      // Used up: a second use is refused with the page's message.
      const again = await openLink();
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: SIGN_IN_LINK_DEAD_MESSAGE });

      // That browser is known now: while the attack goes on, its password alone lets it in.
      const later = await login(email, PASSWORD, '192.0.2.78', `gsf_device=${device}`);
      expect(later.statusCode).toBe(200);
    } finally {
      await attacker.stop();
    }

    // The attackers got 401 or the very same answer as the owner, and caused no mail: one link in all.
    const statuses = new Set(attacker.answers.map((answer) => answer.statusCode));
    expect([...statuses].sort()).toEqual([202, 401]);
    for (const answer of attacker.answers.filter((a) => a.statusCode === 202)) {
      expect(answer.json()).toEqual(LINK_SENT);
    }
    await t.app.background.settled();
    expect(await signInMails(email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.emailVerified).toBe(true);
  }, 120_000);

  it('answers a link that is unknown or expired with the message, and signs nobody in', async () => {
    const email = `expired-link-${engine}@example.org`;
    const owner = await insertUser(t.database.db, { email, password: PASSWORD });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { token: 'A'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: SIGN_IN_LINK_DEAD_MESSAGE });
    expect(unknown.cookies).toEqual([]);

    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
    const site = { siteName: 'Parkland Garage Sales', siteUrl: 'https://sales.test.example' };
    await queueSignInLink(t.database.db, site, { id: owner.id, email }, sixteenMinutesAgo);
    const [mail] = await signInMails(email);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { token: signInToken(mail?.textBody ?? '') },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: SIGN_IN_LINK_DEAD_MESSAGE });
  });
  it("mails the sign-in link in the account's language (issue 24), its link to the French page", async () => {
    const email = `french-link-${engine}@example.org`;
    const owner = await insertUser(t.database.db, { email, password: PASSWORD });
    const site = { siteName: 'Parkland Garage Sales', siteUrl: 'https://sales.test.example' };
    await queueSignInLink(t.database.db, site, { id: owner.id, email, locale: 'fr' });
    const [mail] = await signInMails(email);
    expect(mail?.subject).toBe('Votre lien de connexion à Parkland Garage Sales');
    const text = mail?.textBody ?? '';
    expect(text).toContain('Pour le protéger, ce navigateur se connecte avec ce lien.');
    expect(text).toContain('Se connecter\u00a0: https://sales.test.example/fr/sign-in?token=');
    expect(linkToken(text, 'fr/sign-in', 'https://sales.test.example')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.htmlBody).toContain('<html lang="fr">');
  });
});
