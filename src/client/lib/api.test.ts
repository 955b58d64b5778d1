import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, getJson, getJsonItems, queryKeyToUrl } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it("turns a failed answer into '{status}: {body}'", async () => {
    stubFetch(new Response('{"message":"Sale not found"}', { status: 404 }));
    const error = await apiRequest('GET', '/api/garage-sales/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Sale not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).serverMessage).toBe('Sale not found');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends credentials and a JSON body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });
});

describe('getJson', () => {
  it('returns null for a 401 when told to', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/auth/me', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('raises on a 401 by default', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/auth/me')).rejects.toThrow('401: {"message":"Not signed in"}');
  });
});

describe('queryKeyToUrl', () => {
  it('is the path alone, or the path with its params, empty ones left out', () => {
    expect(queryKeyToUrl(['/api/categories'])).toBe('/api/categories');
    expect(queryKeyToUrl(['/api/neighborhoods', { city: 'Spruce Grove', empty: '' }])).toBe(
      '/api/neighborhoods?city=Spruce+Grove',
    );
    expect(queryKeyToUrl(['/api/garage-sales', { categoryIds: [1, 2] }])).toBe(
      '/api/garage-sales?categoryIds=1%2C2',
    );
  });
});

describe('getJsonItems', () => {
  const Item = z.object({ id: z.number(), title: z.string() });

  it('reads a list item by item, leaving out (and logging) what it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubFetch(
      Response.json([{ id: 1, title: 'One' }, { id: 2 }, { id: 3, title: 'Three' }, 'junk']),
    );
    const items = await getJsonItems('/api/things', Item, { cache: 'no-cache' });
    expect(items).toEqual([
      { id: 1, title: 'One' },
      { id: 3, title: 'Three' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ids: 2, (no id)'));
    expect(fetchMock).toHaveBeenCalledWith('/api/things', expect.objectContaining({ cache: 'no-cache' }));
    warn.mockRestore();
  });

  it('checks a long list a slice at a time, in tasks of its own, and keeps every item in order', async () => {
    stubFetch(Response.json(Array.from({ length: 40 }, (_, id) => ({ id, title: `Sale ${id}` }))));
    // Each look at the clock finds a millisecond more: a slice ends after about ten items.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    const items = await getJsonItems('/api/things', Item);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 40 }, (_, id) => id));
    expect(tasks.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(3);
    vi.restoreAllMocks();
  });

  it.each([
    ['an error status', () => new Response('{"message":"x"}', { status: 500 })],
    ['an answer that is not a list', () => Response.json({ not: 'a list' })],
    ['an answer that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('turns %s into the one failure message it was given', async (_case, answer) => {
    stubFetch(answer());
    await expect(
      getJsonItems('/api/things', Item, { failureMessage: 'Failed to fetch things' }),
    ).rejects.toThrow(/^Failed to fetch things$/);
  });

  it('turns a dropped connection into the failure message too, but keeps an abort an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getJson('/api/x', { failureMessage: 'Failed to fetch things' })).rejects.toThrow(
      'Failed to fetch things',
    );
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(
      getJson('/api/x', { failureMessage: 'Failed to fetch things', signal: controller.signal }),
    ).rejects.toBe(abort);
  });
});
