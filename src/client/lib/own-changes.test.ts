// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_LIST_HEADERS, SHARED_LIST_STALE_MS } from '../../shared/list-freshness';
import { apiRequest } from './api';
import { listRequestHeaders, noteOwnListChange, OWN_CHANGE_KEY } from './own-changes';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the sales list after an own change', () => {
  it('is asked past shared caches for as long as they may keep an old list, then not', () => {
    noteOwnListChange(1_000_000);
    expect(listRequestHeaders(1_000_000)).toEqual(FRESH_LIST_HEADERS);
    expect(listRequestHeaders(1_000_000 + SHARED_LIST_STALE_MS - 1)).toEqual(FRESH_LIST_HEADERS);
    expect(listRequestHeaders(1_000_000 + SHARED_LIST_STALE_MS)).toEqual({});
  });

  it('starts with a successful sale write, not with a read, a failed write or a favourite', async () => {
    const far = Date.now() + 10 * SHARED_LIST_STALE_MS;
    noteOwnListChange(0);
    const answer = (status: number) => vi.fn(async () => new Response('{}', { status }));
    vi.stubGlobal('fetch', answer(200));
    await apiRequest('GET', '/api/garage-sales/3');
    await apiRequest('POST', '/api/favorites/3');
    vi.stubGlobal('fetch', answer(400));
    await apiRequest('POST', '/api/garage-sales', {}).catch(() => undefined);
    expect(listRequestHeaders()).toEqual({});
    vi.stubGlobal('fetch', answer(201));
    await apiRequest('POST', '/api/garage-sales', {});
    expect(listRequestHeaders()).toEqual(FRESH_LIST_HEADERS);
    expect(listRequestHeaders(far)).toEqual({});
  });

  it('outlives a reload of the page (another module instance reading the same storage)', async () => {
    noteOwnListChange(2_000_000);
    expect(localStorage.getItem(OWN_CHANGE_KEY)).toBe('2000000');
    vi.resetModules();
    const reloaded = await import('./own-changes');
    expect(reloaded.listRequestHeaders(2_000_000 + 1_000)).toEqual(FRESH_LIST_HEADERS);
    expect(reloaded.listRequestHeaders(2_000_000 + SHARED_LIST_STALE_MS)).toEqual({});
  });
});
