// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '../../../shared/schemas/events';
import { fakeApi } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { EventBanner } from './event-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The test configuration's today is Wednesday 2026-06-10.
function event(slug: string, name: string, date: string, salesCount: number): EventSummary {
  return {
    id: salesCount,
    slug,
    name,
    description: null,
    rules: null,
    dates: [{ date, startTime: '08:00', endTime: '16:00' }],
    cities: [],
    registrationOpensAt: '2026-05-01T00:00:00.000Z',
    registrationClosesAt: '2026-06-12T00:00:00.000Z',
    maxSales: null,
    salesCount,
    numberedAt: null,
  };
}

describe("Explore's community sale day banner", () => {
  it("names this week's event by its day, links to its page and filters the list to its sales", async () => {
    fakeApi({
      'GET /api/events': () =>
        json([
          event('spruce-grove-2026', 'Spruce Grove Community Garage Sale', '2026-06-13', 143),
          event('next-month', 'Later Sale Day', '2026-07-11', 20),
        ]),
    });
    const onChange = vi.fn();
    await renderWithProviders(<EventBanner filters={{ city: 'Spruce Grove' }} onChange={onChange} />);
    const link = await screen.findByRole('link', {
      name: 'Saturday: Spruce Grove Community Garage Sale, 143 sales',
    });
    expect(link.getAttribute('href')).toBe('/events/spruce-grove-2026');
    expect(screen.queryByText(/Later Sale Day/)).toBeNull();
    const filter = screen.getByRole('button', { name: 'Part of Spruce Grove Community Garage Sale' });
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(filter);
    expect(onChange).toHaveBeenCalledWith({ city: 'Spruce Grove', event: 'spruce-grove-2026' });
  });

  it('turns the filter off, and shows nothing in a week without an event', async () => {
    fakeApi({ 'GET /api/events': () => json([event('spruce-grove-2026', 'Spruce Sale', '2026-06-13', 2)]) });
    const onChange = vi.fn();
    await renderWithProviders(<EventBanner filters={{ event: 'spruce-grove-2026' }} onChange={onChange} />);
    const filter = await screen.findByRole('button', { name: 'Part of Spruce Sale' });
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(filter);
    expect(onChange).toHaveBeenCalledWith({ event: undefined });
    cleanup();
    const api = fakeApi({ 'GET /api/events': () => json([event('later', 'Later', '2026-07-11', 2)]) });
    await renderWithProviders(<EventBanner filters={{}} onChange={onChange} />);
    await vi.waitFor(() => expect(api.sent('GET', '/api/events')).toHaveLength(1));
    expect(screen.queryByTestId('event-banner')).toBeNull();
  });
});
