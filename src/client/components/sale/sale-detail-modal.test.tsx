// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { SaleDetailModal } from './sale-detail-modal';

const linked = makeSale({ id: 42, title: 'Linked Sale' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API with the given maps key and list answers; the linked sale and its photos always answer. */
function serve(answers: { key: () => Response; list: () => Response }) {
  return stubApi((url) => {
    if (url.pathname === '/api/google-maps-key') return answers.key();
    if (url.pathname === '/api/garage-sales') return answers.list();
    if (url.pathname === '/api/garage-sales/42') return json(linked);
    if (url.pathname === '/api/garage-sales/42/photos') return json([]);
    return undefined;
  });
}

const asked = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([input]) => String(input));

async function openLinked() {
  await renderWithProviders(<SaleDetailModal saleId={42} onClose={() => {}} />);
}

describe('SaleDetailModal opened from a link', () => {
  it('reads the sale on its own when the list has failed', async () => {
    serve({ key: () => json({ apiKey: null }), list: () => json({ message: 'x' }, 500) });
    await openLinked();
    expect(await screen.findByRole('heading', { name: 'Linked Sale' })).toBeTruthy();
  });

  it('reads the sale on its own when the maps key has failed (the list never runs)', async () => {
    const fetchMock = serve({ key: () => json({ message: 'x' }, 500), list: () => json([]) });
    await openLinked();
    expect(await screen.findByRole('heading', { name: 'Linked Sale' })).toBeTruthy();
    expect(asked(fetchMock).some((url) => url.startsWith('/api/garage-sales?'))).toBe(false);
  });

  it('reads the sale on its own when the list does not hold it', async () => {
    serve({ key: () => json({ apiKey: null }), list: () => json([makeSale({ id: 1 })]) });
    await openLinked();
    expect(await screen.findByRole('heading', { name: 'Linked Sale' })).toBeTruthy();
  });

  it("reports one view apart from the detail's cached GET (issue 26)", async () => {
    const fetchMock = serve({ key: () => json({ apiKey: null }), list: () => json([]) });
    await openLinked();
    expect(await screen.findByRole('heading', { name: 'Linked Sale' })).toBeTruthy();
    // The stub reads only the address; the beacon's fallback fetch passes its method as the second argument.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const posts = calls.filter(([, init]) => init?.method === 'POST').map(([input]) => input);
    expect(posts).toEqual(['/api/garage-sales/42/views']);
  });

  it('reads the detail even when the list holds the sale: the list carries no description or schedule', async () => {
    const fetchMock = serve({
      key: () => json({ apiKey: null }),
      list: () => json([{ ...linked, title: 'Listed Sale' }]),
    });
    await openLinked();
    expect(await screen.findByRole('heading', { name: 'Linked Sale' })).toBeTruthy();
    expect(asked(fetchMock)).toContain('/api/garage-sales/42');
  });
});
