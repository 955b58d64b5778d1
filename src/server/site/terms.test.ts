import { beforeAll, describe, expect, it } from 'vitest';
import { TERMS_MAX } from '../../shared/schemas/terms';
import { sitePages } from '../db/schema';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';

const ADMIN_PATH = '/api/admin/settings/terms';

describe.each(engines)('terms and conditions on %s', (engine) => {
  let admin: SignedInUser;
  let user: SignedInUser;

  const t = useTestApp(engine, {
    SITE_NAME: 'Lakeland Yard Sales',
    PRODUCT_NOUN: 'yard sales',
    CONTACT_EMAIL: 'help@lakeland.example',
  });
  beforeAll(async () => {
    admin = await createSignedInUser(t.database.db, { userType: 'admin' });
    user = await createSignedInUser(t.database.db);
  });

  const terms = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/terms' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const change = (method: 'PUT' | 'DELETE', as?: SignedInUser, text?: unknown) =>
    t.app.inject({
      method,
      url: ADMIN_PATH,
      headers: as ? { cookie: as.cookie } : {},
      ...(method === 'PUT' ? { payload: { text } } : {}),
    });

  it("answers a default text in the site's own words until an operator writes one", async () => {
    const answer = await terms();
    expect(answer).toMatchObject({ custom: false, updatedAt: null });
    expect(answer.text).toContain('Lakeland Yard Sales is a free community listing of yard sales.');
    expect(answer.text).toContain('remove a yard sale that does not meet the community guidelines');
    expect(answer.text).toContain('help@lakeland.example');
  });

  it('lets an administrator write the terms, trimmed, and restore the default', async () => {
    const saved = await change('PUT', admin, '  Be kind.\n\nPrice fairly.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ text: 'Be kind.\n\nPrice fairly.', custom: true });
    expect(await terms()).toMatchObject({ text: 'Be kind.\n\nPrice fairly.', custom: true });
    const again = await change('PUT', admin, 'Be kind, always.');
    expect(again.json().text).toBe('Be kind, always.');
    expect(await t.database.db.select().from(sitePages)).toHaveLength(1);

    const restored = await change('DELETE', admin);
    expect(restored.json()).toMatchObject({ custom: false, updatedAt: null });
    expect((await terms()).text).toContain('Lakeland Yard Sales is a free community listing');
  });

  it('refuses an empty or an overlong text with its message, changing nothing', async () => {
    for (const [text, message] of [
      ['   ', 'Write the terms, or use Restore the default'],
      ['x'.repeat(TERMS_MAX + 1), `The terms can have at most ${TERMS_MAX} characters`],
      [undefined, 'Write the terms, or use Restore the default'],
    ] as const) {
      const refused = await change('PUT', admin, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await terms()).custom).toBe(false);
  });

  it.each(['PUT', 'DELETE'] as const)('%s answers 401 to a guest and 403 to a user', async (method) => {
    expect((await change(method, undefined, 'Mine now')).statusCode).toBe(401);
    expect((await change(method, user, 'Mine now')).statusCode).toBe(403);
    expect((await terms()).custom).toBe(false);
  });
});
