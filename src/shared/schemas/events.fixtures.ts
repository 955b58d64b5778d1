import type { EventDetail, EventSale } from './events';

/** A sale of an event as GET /api/events/{slug} answers it, for the event page's tests (client and server). */
export function makeEventSale(overrides: Partial<EventSale> & { id: number }): EventSale {
  return {
    title: `Sale ${overrides.id}`,
    address: `${overrides.id} Oak Street`,
    city: 'Spruce Grove',
    neighborhood: null,
    position: { lat: 53.54 + overrides.id / 1000, lng: -113.91 },
    startDate: '2026-06-13',
    endDate: '2026-06-13',
    startTime: '08:00',
    endTime: '16:00',
    categories: [],
    featuredThumbnail: null,
    userId: 7,
    number: overrides.id,
    summary: null,
    postedAt: '2026-05-01T12:00Z',
    ...overrides,
  };
}

/** A one-day event on Saturday 2026-06-13 whose registration is open on the test config's today (06-10). */
export function makeEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  const sales = overrides.sales ?? [
    makeEventSale({ id: 11, number: 1, title: 'Books and records', categories: [{ id: 2, name: 'Books' }] }),
    makeEventSale({
      id: 12,
      number: 2,
      title: 'Kids corner',
      address: '5 Rue École',
      categories: [{ id: 3, name: 'Toys' }],
      summary: 'Lego by the kilo',
    }),
    makeEventSale({ id: 13, number: 3, title: 'Tools galore', startTime: '12:00', endTime: '14:00' }),
  ];
  return {
    id: 1,
    slug: 'spruce-grove-sale-day',
    name: 'Spruce Grove Community Garage Sale',
    description: 'The whole town sells.',
    rules: 'Park on one side.',
    dates: [{ date: '2026-06-13', startTime: '08:00', endTime: '16:00' }],
    cities: [{ id: 1, name: 'Spruce Grove' }],
    registrationOpensAt: '2026-05-01T00:00:00.000Z',
    registrationClosesAt: '2099-06-12T06:00:00.000Z',
    maxSales: null,
    salesCount: sales.length,
    numberedAt: null,
    sales,
    ...overrides,
  };
}
