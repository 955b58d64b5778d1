import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearches, unsubscribeTokens } from '../db/schema';
import type { SignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { choosePreferences, tokenOf, useNotifyWorld } from './notifications.fixtures';
import { UNSUBSCRIBE_LINK_INVALID } from './unsubscribe.service';
import { hashToken, queueWithUnsubscribe, type UnsubscribeTarget } from './unsubscribe-tokens';

const ONE_CLICK = 'List-Unsubscribe=One-Click';
/** What a mail provider's one-click post looks like: a form, from elsewhere, with no cookie. */
const fromElsewhere = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'https://mail.example.com',
  'sec-fetch-site': 'cross-site',
};

describe.each(engines)('unsubscribe links on %s', (engine) => {
  const w = useNotifyWorld(engine);

  /** Queues a message with an unsubscribe link the way the jobs do, and answers the link's token. */
  const mailWithLink = async (user: SignedInUser, target: Omit<UnsubscribeTarget, 'userId'>) => {
    await w.t.database.db.transaction((tx) =>
      queueWithUnsubscribe(tx, w.t.config, { userId: user.id, ...target }, () => ({
        to: user.email,
        userId: user.id,
        kind: target.kind,
        eventKey: `test:${crypto.randomUUID()}`,
        subject: 'Test',
        text: 'Test',
        html: '<p>Test</p>',
      })),
    );
    const [mail] = (await w.mailTo(user.email)).slice(-1);
    return tokenOf(mail?.unsubscribeUrl ?? null);
  };
  const settings = async (user: SignedInUser) =>
    (await w.call('GET', '/api/account/notifications', user)).json();

  it('stores only the hash of the token, bound to the person and the kind', async () => {
    const user = await w.person();
    const token = await mailWithLink(user, { kind: 'change-notices' });
    const rows = await w.t.database.db
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ tokenHash: hashToken(token), kind: 'change-notices' })]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('describes what a link stops on GET and changes nothing (mail scanners follow links)', async () => {
    const user = await w.person();
    const token = await mailWithLink(user, { kind: 'change-notices' });
    const response = await w.call('GET', `/api/unsubscribe/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'change-notices',
      description: 'notices when a favourite sale changes, ends early or is removed',
      email: `${user.email[0]}•••@example.org`,
      alreadyOff: false,
    });
    expect((await settings(user)).changeNotices).toBe(true);
  });

  it('turns the kind off with a one-click post from another site with no cookie, and again is fine', async () => {
    const user = await w.person();
    const token = await mailWithLink(user, { kind: 'change-notices' });
    for (let i = 0; i < 2; i += 1) {
      const response = await w.call('POST', `/api/unsubscribe/${token}`, undefined, ONE_CLICK, fromElsewhere);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toContain('no more change notices');
    }
    expect(await settings(user)).toMatchObject({
      changeNotices: false,
      reminders: false,
      savedSearchDigests: true,
    });
    expect((await w.call('GET', `/api/unsubscribe/${token}`)).json().alreadyOff).toBe(true);
  });

  it('accepts the one-click post as multipart too, and a reminder link stops reminders only', async () => {
    const user = await w.person();
    await choosePreferences(w, user);
    const token = await mailWithLink(user, { kind: 'reminders' });
    const boundary = 'x1x2x3';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await w.call('POST', `/api/unsubscribe/${token}`, undefined, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await settings(user)).toMatchObject({ reminders: false, changeNotices: true });
  });

  it("stops one saved search's daily email, leaving the search saved", async () => {
    const user = await w.person();
    const saved = await w.call('POST', '/api/saved-searches', user, {
      name: 'Tools',
      filters: { city: 'Stony Plain' },
    });
    const searchId: number = saved.json().id;
    const token = await mailWithLink(user, { kind: 'saved-search', savedSearchId: searchId });
    expect((await w.call('GET', `/api/unsubscribe/${token}`)).json().description).toContain('“Tools”');
    expect(
      (await w.call('POST', `/api/unsubscribe/${token}`, undefined, ONE_CLICK, fromElsewhere)).statusCode,
    ).toBe(200);
    const [row] = await w.t.database.db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(row?.emailDigest).toBe(false);
  });

  it('refuses an unknown or malformed token with a clear message', async () => {
    const unknown = crypto.randomBytes(32).toString('base64url');
    for (const method of ['GET', 'POST'] as const) {
      const response = await w.call(
        method,
        `/api/unsubscribe/${unknown}`,
        undefined,
        ONE_CLICK,
        fromElsewhere,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(UNSUBSCRIBE_LINK_INVALID);
      const malformed = await w.call(method, '/api/unsubscribe/short', undefined, ONE_CLICK, fromElsewhere);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('This unsubscribe link is not valid');
    }
  });

  it('speaks French to a French reader: what the link stops, that it did, and a dead link', async () => {
    const french = { 'accept-language': 'fr-CA' };
    const user = await w.person();
    const saved = await w.call('POST', '/api/saved-searches', user, { name: 'Outils', filters: {} });
    const token = await mailWithLink(user, { kind: 'saved-search', savedSearchId: saved.json().id });
    expect(
      (await w.call('GET', `/api/unsubscribe/${token}`, undefined, undefined, french)).json(),
    ).toMatchObject({
      description:
        'le courriel quotidien des nouvelles ventes de votre recherche enregistrée «\u00a0Outils\u00a0»',
    });
    const done = await w.call('POST', `/api/unsubscribe/${token}`, undefined, ONE_CLICK, {
      ...fromElsewhere,
      ...french,
    });
    expect(done.json().message).toBe(
      'Vous ne recevrez plus de courriels pour cette recherche enregistrée. Elle reste sous Recherches enregistrées.',
    );
    const unknown = crypto.randomBytes(32).toString('base64url');
    const dead = await w.call('GET', `/api/unsubscribe/${unknown}`, undefined, undefined, french);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe(
      'Ce lien de désabonnement n’est pas valide (le compte ou la recherche n’existe peut-être plus)',
    );
  });

  it('still refuses cross-site writes to every other route', async () => {
    const user = await w.person();
    const response = await w.call(
      'PUT',
      '/api/account/notifications',
      user,
      { reminders: true, changeNotices: true, savedSearchDigests: true, reminderTime: '19:00' },
      { origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect((await settings(user)).reminders).toBe(false);
  });
});
