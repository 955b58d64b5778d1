import type { EventSummary } from '../../shared/schemas/events';
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
