// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CountedMySale as MySale } from '../../../shared/schemas/sale-stats';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { makeEventSummary } from '../../test-support/events';
import { json, renderWithProviders } from '../../test-support/render';
import { makeMySale } from '../../test-support/sale';

import { MySalesPage } from './my-sales-page';

// testConfig's today is 2026-06-10; the event is the weekend of the 13th, registration open.
const spring = makeEventSummary({
  dates: [
    { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
    { date: '2026-06-14', startTime: '09:00', endTime: '15:00' },
  ],
  cities: [{ id: 1, name: 'Spruce Grove' }],
  salesCount: 1,
});
const weekend = { startDate: '2026-06-13', endDate: '2026-06-14' };
const link = {
  slug: spring.slug,
  name: spring.name,
  number: 23,
  followsEventDates: true,
  firstDate: '2026-06-13',
};
const registered = makeMySale({ id: 1, title: 'Registered Sale', ...weekend, event: link });

beforeEach(() => window.history.replaceState(null, '', '/my-sales'));

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function renderPage() {
  const memory = memoryLocation({ path: '/my-sales' });
  return renderWithProviders(
    <Router hook={memory.hook}>
      <MySalesPage />
    </Router>,
  );
}

const card = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement);

describe('A sale of a community sale day in My Sales (issue 25)', () => {
  it('shows the event and its number, follows the dates or not, prints the sign, and leaves after a confirmation', async () => {
    let sales: MySale[] = [registered];
    const api = fakeApi({
      ...signedIn(),
      'GET /api/my-sales': () => json(sales),
      'GET /api/events': json([spring]),
      'PATCH /api/events/spruce-grove-spring/sales/1': ({ body }) => {
        const event = { ...link, ...(body as object) };
        sales = [{ ...registered, event }];
        return json({ saleId: 1, event });
      },
      'DELETE /api/events/spruce-grove-spring/sales/1': () => {
        sales = [{ ...registered, event: null }];
        return new Response(null, { status: 204 });
      },
    });
    await renderPage();
    const sale = await card('Registered Sale');
    const panel = within(sale.getByRole('region', { name: /^Community sale day: / }));
    expect(panel.getByTestId('my-sale-number').textContent).toBe('#23');
    expect(panel.getByRole('link', { name: 'Spruce Grove Community Garage Sale' }).getAttribute('href')).toBe(
      '/events/spruce-grove-spring',
    );
    expect(panel.getByRole('link', { name: 'Print yard sign Registered Sale' }).getAttribute('href')).toBe(
      '/api/events/spruce-grove-spring/sales/1/sign.pdf',
    );

    const follow = panel.getByRole('switch', { name: "Follow the event's dates Registered Sale" });
    expect(follow.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(follow);
    });
    await waitFor(() => expect(follow.getAttribute('aria-checked')).toBe('false'));
    expect(api.sent('PATCH', '/api/events/spruce-grove-spring/sales/1').map((call) => call.body)).toEqual([
      { followsEventDates: false },
    ]);
    expect(currentToasts()[0]?.title).toBe('Your sale keeps its own dates.');

    fireEvent.click(await panel.findByRole('button', { name: 'Leave the event Registered Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the event?' });
    expect(dialog.textContent).toContain('"Registered Sale" will no longer be part of Spruce Grove');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the event' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Community sale day: / })).toBeNull());
    expect(api.sent('DELETE', '/api/events/spruce-grove-spring/sales/1')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe(
      'Your sale is no longer part of Spruce Grove Community Garage Sale.',
    );
    // Out of the event, its days still on it: it may join again.
    expect(
      (await card('Registered Sale')).getByRole('button', {
        name: 'Join Spruce Grove Community Garage Sale Registered Sale',
      }),
    ).toBeTruthy();
  });

  it('offers neither the sign before the number nor Leave once the event has started', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([
        makeMySale({
          id: 1,
          title: 'Registered Sale',
          startDate: '2026-06-10',
          endDate: '2026-06-10',
          event: { ...link, number: null, firstDate: '2026-06-10' },
        }),
        makeMySale({ id: 5, title: 'Weekend Sale', ...weekend }),
      ]),
      'GET /api/events': json([{ ...spring, slug: 'later', name: 'Later Sale Day' }]),
    });
    await renderPage();
    // The events are in: the other sale may join the later one.
    await (await card('Weekend Sale')).findByRole('button', { name: /Join Later Sale Day/ });
    const panel = within(
      (await card('Registered Sale')).getByRole('region', { name: /^Community sale day: / }),
    );
    expect(panel.getByText('Number given when registration closes')).toBeTruthy();
    expect(panel.queryByTestId('my-sale-number')).toBeNull();
    expect(panel.queryByRole('link', { name: /Print yard sign/ })).toBeNull();
    expect(panel.queryByRole('button', { name: /Leave the event/ })).toBeNull();
  });

  it("offers to join an event whose days and city are the sale's, and only while it takes registrations", async () => {
    const onTheWeekend = makeMySale({ id: 5, title: 'Weekend Sale', ...weekend });
    const longer = makeMySale({
      id: 6,
      title: 'Longer Sale',
      startDate: '2026-06-12',
      endDate: '2026-06-14',
    });
    const elsewhere = makeMySale({ id: 7, title: 'Elsewhere Sale', ...weekend, city: 'Stony Plain' });
    const closed = {
      ...spring,
      slug: 'closed-one',
      name: 'Closed Sale Day',
      registrationClosesAt: '2026-01-01T00:00:00.000Z',
    };
    const api = fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([onTheWeekend, longer, elsewhere]),
      'GET /api/events': json([spring, closed]),
      'POST /api/events/spruce-grove-spring/sales': json(
        { saleId: 5, event: { ...link, number: null } },
        201,
      ),
    });
    await renderPage();
    const join = await (await card('Weekend Sale')).findByRole('button', {
      name: 'Join Spruce Grove Community Garage Sale Weekend Sale',
    });
    expect((await card('Longer Sale')).queryByRole('button', { name: /Join/ })).toBeNull();
    expect((await card('Elsewhere Sale')).queryByRole('button', { name: /Join/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Closed Sale Day/ })).toBeNull();
    await act(async () => {
      fireEvent.click(join);
    });
    await waitFor(() =>
      expect(api.sent('POST', '/api/events/spruce-grove-spring/sales').map((call) => call.body)).toEqual([
        { saleId: 5 },
      ]),
    );
    await waitFor(() =>
      expect(currentToasts()[0]?.title).toBe('Your sale is now part of Spruce Grove Community Garage Sale.'),
    );
  });

  it("says the server's reason when joining is refused", async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([makeMySale({ id: 5, title: 'Weekend Sale', ...weekend })]),
      'GET /api/events': json([spring]),
      'POST /api/events/spruce-grove-spring/sales': json({ message: 'Registration is closed.' }, 409),
    });
    await renderPage();
    const join = await (await card('Weekend Sale')).findByRole('button', { name: /Join Spruce Grove/ });
    await act(async () => {
      fireEvent.click(join);
    });
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'That did not work',
        description: 'Registration is closed.',
        variant: 'destructive',
      }),
    );
  });
});

describe('A sale of a community sale day in My Sales, in French', () => {
  it('names the event, the number, the switch and the buttons in French', async () => {
    window.history.replaceState(null, '', '/fr/my-sales');
    fakeApi({
      ...signedIn(),
      'GET /api/my-sales': json([registered, makeMySale({ id: 5, title: 'Weekend Sale', ...weekend })]),
      'GET /api/events': json([spring]),
    });
    await renderPage();
    const panel = within(
      (await card('Registered Sale')).getByRole('region', { name: /^Journée de ventes communautaire : / }),
    );
    expect(panel.getByTestId('my-sale-number').textContent).toBe('n° 23');
    expect(
      panel.getByRole('switch', { name: 'Suivre les dates de l’événement Registered Sale' }),
    ).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Imprimer l’affiche de terrain Registered Sale' })).toBeTruthy();
    expect(
      await (await card('Weekend Sale')).findByRole('button', {
        name: 'Rejoindre Spruce Grove Community Garage Sale Weekend Sale',
      }),
    ).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Quitter l’événement Registered Sale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter l’événement?' });
    expect(dialog.textContent).toContain('«\u00a0Registered Sale\u00a0» ne fera plus partie de Spruce Grove');
  });
});
