// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { makeEventDetail } from '../../test-support/events';
import { json, renderWithProviders } from '../../test-support/render';
import { makeMySale, makeSale } from '../../test-support/sale';
import { EditSalePage } from './edit-sale-page';

vi.mock('./photos/photo-uploader', () => ({ PhotoUploader: () => <p>The photo uploader</p> }));
vi.mock('./steps/location-map', () => ({ default: () => <p>The map</p> }));

// testConfig's today is 2026-06-10: the event is the weekend of the 13th and 14th (its days out of order).
const event = makeEventDetail({
  dates: [
    { date: '2026-06-14', startTime: '10:00', endTime: '14:00' },
    { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
  ],
  salesCount: 1,
});

const sale = makeSale({
  id: 12,
  isMine: true,
  categoryIds: [1],
  startDate: '2026-06-13',
  endDate: '2026-06-13',
  schedule: [{ date: '2026-06-13', startTime: '09:00', endTime: '15:00' }],
  dateRange: { from: '2026-06-13', to: '2026-06-13' },
  event: { slug: event.slug, number: 4 },
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

function api(followsEventDates: boolean) {
  const link = { slug: event.slug, name: event.name, number: 4, followsEventDates, firstDate: '2026-06-13' };
  return fakeApi({
    ...signedIn(),
    'GET /api/garage-sales/12': json(sale),
    'GET /api/my-sales': json([makeMySale({ ...sale, event: link })]),
    [`GET /api/events/${event.slug}`]: json(event),
    'GET /api/categories': json([{ id: 1, name: 'Books', description: null, iconName: null }]),
    'GET /api/cities': json(['Spruce Grove']),
    'GET /api/neighborhoods': json([]),
    'GET /api/geocode': json({ position: { lat: 53.54, lng: -113.9 } }),
  });
}

/** The edit page of the event's sale, moved on to its dates. */
async function openDates() {
  const memory = memoryLocation({ path: '/edit-sale/12' });
  await renderWithProviders(
    <Router hook={memory.hook}>
      <Route path="/edit-sale/:id" component={EditSalePage} />
    </Router>,
  );
  await screen.findByLabelText('Title');
  for (const step of ['Location', 'Dates']) {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    await screen.findByRole('heading', { level: 2, name: step });
  }
}

const day = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Editing a sale of a community sale day (issue 25)', () => {
  it("offers only the event's days while the sale follows the event's dates", async () => {
    api(true);
    await openDates();
    expect(day(/June 13th, 2026/).disabled).toBe(false);
    expect(day(/June 14th, 2026/).disabled).toBe(false);
    expect(day(/June 12th, 2026/).disabled).toBe(true);
    expect(day(/June 15th, 2026/).disabled).toBe(true);
  });

  it('offers any coming day once the sale has opted out of following them', async () => {
    api(false);
    await openDates();
    expect(day(/June 15th, 2026/).disabled).toBe(false);
    expect(day(/June 12th, 2026/).disabled).toBe(false);
  });
});
