// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test-support/render';
import { startQueries } from './boot-queries';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The API paths asked for once the step's own task and the next have run. */
async function askedFor(path: string, serverDrawn: boolean): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const fetchMock = stubApi(() => undefined);
  await startQueries(serverDrawn).configLoaded;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost').pathname).sort();
}

describe('the first requests, asked before React takes the page over (decision 0029)', () => {
  it('asks for Explore’s maps key, categories and cities with the settings on a page the server drew', async () => {
    const explore = ['/api/categories', '/api/cities', '/api/config', '/api/google-maps-key'];
    expect(await askedFor('/', true)).toEqual(explore);
    expect(await askedFor('/garage-sales/in/spruce-grove', true)).toEqual(explore);
  });

  it('asks for the settings alone elsewhere, and on a page React draws from the start', async () => {
    expect(await askedFor('/contact', true)).toEqual(['/api/config']);
    expect(await askedFor('/', false)).toEqual(['/api/config']);
  });
});
