// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The button once the plan has loaded (it is disabled until then). */
async function readyButton(name: string): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

import { GUEST_PLAN_KEY } from '../../lib/plan-store';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { Toaster } from '../ui/toaster';
import { PlanButton } from './plan-button';

const ADD_TO_PLAN = 'Add to my plan';
const REMOVE_FROM_PLAN = 'Remove from my plan';

const sale = { id: 7, title: 'Porch Sale' };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Add to my plan', () => {
  it("keeps a guest's plan in the browser, and takes the sale out again", async () => {
    const api = fakeApi({});
    await renderWithProviders(<PlanButton sale={sale} />);
    fireEvent.click(await readyButton(ADD_TO_PLAN));
    expect(await screen.findByRole('button', { name: REMOVE_FROM_PLAN })).toBeTruthy();
    expect(localStorage.getItem(GUEST_PLAN_KEY)).toBe('{"saleIds":[7]}');
    fireEvent.click(screen.getByRole('button', { name: REMOVE_FROM_PLAN }));
    expect(await screen.findByRole('button', { name: ADD_TO_PLAN })).toBeTruthy();
    expect(localStorage.getItem(GUEST_PLAN_KEY)).toBeNull();
    expect(api.sent('PUT', '/api/plan')).toEqual([]);
    // The seller's "who is coming" (issue 26) hears of the add, once; taking it out reports nothing.
    expect(api.sent('POST', '/api/garage-sales/7/plans')).toHaveLength(1);
  });

  it("refuses a 26th stop with the spec's message and keeps the plan", async () => {
    const full = Array.from({ length: 25 }, (_, i) => i + 100);
    localStorage.setItem(GUEST_PLAN_KEY, JSON.stringify({ saleIds: full }));
    fakeApi({});
    await renderWithProviders(
      <>
        <PlanButton sale={sale} />
        <Toaster />
      </>,
    );
    fireEvent.click(await readyButton(ADD_TO_PLAN));
    expect(await screen.findByText('A plan has at most 25 stops')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(GUEST_PLAN_KEY) ?? '{}').saleIds).toEqual(full);
  });

  it("puts a signed-in shopper's plan on the account, and goes back when the server refuses", async () => {
    let refuse = false;
    let stored = { saleIds: [3] };
    const api = fakeApi({
      ...signedIn(),
      'GET /api/plan': () => json(stored),
      'PUT /api/plan': (call) => {
        if (refuse) return json({ message: 'This sale is no longer listed' }, 400);
        stored = call.body as { saleIds: number[] };
        return json(stored);
      },
    });
    await renderWithProviders(
      <>
        <PlanButton sale={sale} />
        <Toaster />
      </>,
    );
    fireEvent.click(await readyButton(ADD_TO_PLAN));
    expect(await screen.findByRole('button', { name: REMOVE_FROM_PLAN })).toBeTruthy();
    await waitFor(() =>
      expect(api.sent('PUT', '/api/plan').map((c) => c.body)).toEqual([{ saleIds: [3, 7] }]),
    );
    expect(localStorage.getItem(GUEST_PLAN_KEY)).toBeNull();

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: REMOVE_FROM_PLAN }));
    expect(await screen.findByText('This sale is no longer listed')).toBeTruthy();
    // Put back by the time the refusal is said.
    expect(screen.getByRole('button', { name: REMOVE_FROM_PLAN })).toBeTruthy();
  });

  it("joins a guest's plan to the account's at sign-in and empties the browser's copy", async () => {
    localStorage.setItem(GUEST_PLAN_KEY, JSON.stringify({ saleIds: [3, 9] }));
    const api = fakeApi({
      ...signedIn(),
      'GET /api/plan': () => json({ saleIds: [3] }),
      'PUT /api/plan': (call) => json(call.body as { saleIds: number[] }),
    });
    await renderWithProviders(<PlanButton sale={{ id: 9, title: 'Nine' }} />);
    await waitFor(() =>
      expect(api.sent('PUT', '/api/plan').map((c) => c.body)).toEqual([{ saleIds: [3, 9] }]),
    );
    expect(await screen.findByRole('button', { name: REMOVE_FROM_PLAN })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(GUEST_PLAN_KEY)).toBeNull());
  });
});
