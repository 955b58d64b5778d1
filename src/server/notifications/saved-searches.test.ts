import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  SavedSearchListSchema,
  TOO_MANY_SAVED_SEARCHES_MESSAGE,
} from '../../shared/schemas/notifications';
import { savedSearches } from '../db/schema';
import type { SignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { expectRefusedNaming, useNotifyWorld } from './notifications.fixtures';

describe.each(engines)('/api/saved-searches on %s', (engine) => {
  const w = useNotifyWorld(engine);

  const stored = async (user: SignedInUser) => {
    const [row] = await w.t.database.db
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, user.id));
    return Number(row?.n ?? 0);
  };
  const list = async (user: SignedInUser) =>
    SavedSearchListSchema.parse((await w.call('GET', '/api/saved-searches', user)).json());

  it('saves, lists newest first, renames, turns the email off and deletes a search', async () => {
    const user = await w.person();
    const filters = { city: 'Stony Plain', categoryIds: `${w.cat.tools}`, searchTerm: '' };
    const first = await w.call('POST', '/api/saved-searches', user, {
      name: ' Tools in Stony Plain ',
      filters,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Tools in Stony Plain',
      filters: { city: 'Stony Plain', categoryIds: `${w.cat.tools}` },
      emailDigest: true,
    });
    await w.call('POST', '/api/saved-searches', user, {
      name: 'Books',
      filters: { categoryIds: `${w.cat.books}` },
    });
    expect((await list(user)).map((s) => s.name)).toEqual(['Books', 'Tools in Stony Plain']);

    const id: number = first.json().id;
    const renamed = await w.call('PATCH', `/api/saved-searches/${id}`, user, {
      name: 'Tools',
      emailDigest: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Tools', emailDigest: false });

    expect((await w.call('DELETE', `/api/saved-searches/${id}`, user)).statusCode).toBe(204);
    expect((await list(user)).map((s) => s.name)).toEqual(['Books']);
  });

  it("keeps each person to their own: another's search is not found and stays", async () => {
    const owner = await w.person();
    const other = await w.person();
    const id: number = (
      await w.call('POST', '/api/saved-searches', owner, { name: 'Mine', filters: {} })
    ).json().id;
    expect(await list(other)).toEqual([]);
    for (const [method, payload] of [
      ['PATCH', { name: 'Theirs' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await w.call(method, `/api/saved-searches/${id}`, other, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Saved search not found');
    }
    expect((await list(owner)).map((s) => s.name)).toEqual(['Mine']);
  });

  it("answers a French reader in French: a missing name, another's search", async () => {
    const french = { 'accept-language': 'fr-CA' };
    const owner = await w.person();
    const other = await w.person();
    const unnamed = await w.call('POST', '/api/saved-searches', owner, { name: ' ', filters: {} }, french);
    expectRefusedNaming(unnamed, 'Donnez un nom à la recherche');
    const id: number = (
      await w.call('POST', '/api/saved-searches', owner, { name: 'Mine', filters: {} })
    ).json().id;
    const response = await w.call('DELETE', `/api/saved-searches/${id}`, other, undefined, french);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recherche enregistrée introuvable');
  });

  it('asks a guest to log in', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await w.call(method, '/api/saved-searches', undefined, { name: 'x', filters: {} });
      expect(response.statusCode).toBe(401);
    }
    expect((await w.call('DELETE', '/api/saved-searches/1')).statusCode).toBe(401);
  });

  it.each([
    [{ name: '', filters: {} }, 'Give the search a name'],
    [{ name: 'x'.repeat(81), filters: {} }, 'Name must be at most 80 characters'],
    [{ name: 'Bad', filters: { startDate: '2026-02-30' } }, 'That date does not exist'],
    [{ name: 'Bad', filters: { categoryIds: 'tools' } }, 'categoryIds must be a comma-separated list'],
    [{ name: 'Bad', filters: { city: 3 } }, 'filters.city'],
  ])('refuses %j with a message naming the problem and saves nothing', async (payload, words) => {
    const user = await w.person();
    expectRefusedNaming(await w.call('POST', '/api/saved-searches', user, payload), words);
    expect(await stored(user)).toBe(0);
  });

  it(`keeps a person to ${MAX_SAVED_SEARCHES} searches with a message`, async () => {
    const user = await w.person();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      const response = await w.call('POST', '/api/saved-searches', user, { name: `S${i}`, filters: {} });
      expect(response.statusCode).toBe(201);
    }
    const refused = await w.call('POST', '/api/saved-searches', user, { name: 'One more', filters: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOO_MANY_SAVED_SEARCHES_MESSAGE);
    expect(await stored(user)).toBe(MAX_SAVED_SEARCHES);
  });
});
