import type { EventDetail, EventSummary } from '../../shared/schemas/events';
import type { EventDashboard } from '../../shared/schemas/events-admin';

/** A sale day as the event screens' tests answer it (issue 25). */
export const springDay: EventSummary = {
  id: 7,
  slug: 'spruce-grove-2027',
  name: 'Spruce Grove Community Garage Sale',
  description: null,
  rules: null,
  dates: [{ date: '2027-05-08', startTime: '08:00', endTime: '16:00' }],
  cities: [{ id: 1, name: 'Spruce Grove' }],
  registrationOpensAt: '2027-04-01T15:00:00.000Z',
  registrationClosesAt: '2027-05-01T06:00:00.000Z',
  maxSales: 200,
  salesCount: 143,
  numberedAt: null,
};
/**
 * A community sale day as the seller's screens (the wizard, edit, My Sales) read it: the weekend of the 13th
 * and 14th after testConfig's today (2026-06-10), registration open, no limit, no numbers yet. `overrides`
 * changes any field (its dates, salesCount...).
 */
export function makeEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 3,
    slug: 'spruce-grove-spring',
    name: 'Spruce Grove Community Garage Sale',
    description: null,
    rules: null,
    dates: [
      { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
      { date: '2026-06-14', startTime: '10:00', endTime: '14:00' },
    ],
    cities: [],
    registrationOpensAt: '2020-01-01T00:00:00.000Z',
    registrationClosesAt: '2099-01-01T00:00:00.000Z',
    maxSales: null,
    salesCount: 0,
    numberedAt: null,
    ...overrides,
  };
}

/** The same sale day as GET /api/events/{slug} answers it (makeEventSummary), its sales left out. */
export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const { sales = [], ...summary } = overrides;
  return { ...makeEventSummary(summary), sales };
}

export const cities = [
  { id: 1, name: 'Spruce Grove', nameFr: null },
  { id: 2, name: 'Stony Plain', nameFr: null },
];

/** The event's dashboard answer (GET /api/admin/events/{slug}/dashboard) with two registered sales. */
export const springDashboard: EventDashboard = {
  event: springDay,
  sales: [
    {
      saleId: 41,
      number: 1,
      title: 'Toys and tools',
      address: '12 Elm St',
      city: 'Spruce Grove',
      neighborhood: 'Westwind',
      startDate: '2027-05-08',
      endDate: '2027-05-08',
      sellerEmail: 'pat@example.org',
      joinedAt: '2027-04-02T10:00:00.000Z',
      followsEventDates: true,
      categories: ['Toys'],
    },
    {
      saleId: 42,
      number: null,
      title: 'Books galore',
      address: '3 Oak Ave',
      city: 'Spruce Grove',
      neighborhood: null,
      startDate: '2027-05-08',
      endDate: '2027-05-09',
      sellerEmail: 'lee@example.org',
      joinedAt: '2027-04-03T10:00:00.000Z',
      followsEventDates: false,
      categories: ['Books', 'Toys'],
    },
  ],
  byDay: [
    { date: '2027-04-02', count: 1 },
    { date: '2027-04-03', count: 1 },
  ],
  byCity: [
    { city: 'Spruce Grove', neighborhood: 'Westwind', count: 1 },
    { city: 'Spruce Grove', neighborhood: null, count: 1 },
  ],
  byCategory: [
    { category: 'Toys', count: 2 },
    { category: 'Books', count: 1 },
  ],
  organizers: [{ userId: 9, email: 'org@example.org' }],
  log: [
    {
      actorEmail: 'org@example.org',
      action: 'messaged',
      detail: 'Parking',
      createdAt: '2027-04-05T16:00:00.000Z',
    },
    { actorEmail: 'ada@example.org', action: 'created', detail: null, createdAt: '2027-03-01T16:00:00.000Z' },
  ],
};
