import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../shared/schemas/events';
import { firstRunOfDays, joinableEvents, registrationState } from './seller-events';

const day = (date: string) => ({ date, startTime: '09:00', endTime: '15:00' });
const event: EventSummary = {
  id: 1,
  slug: 'spring',
  name: 'Spring',
  description: null,
  rules: null,
  dates: [day('2026-06-20'), day('2026-06-13'), day('2026-06-14')],
  cities: [{ id: 1, name: 'Spruce Grove' }],
  registrationOpensAt: '2026-05-01T00:00:00.000Z',
  registrationClosesAt: '2026-06-12T06:00:00.000Z',
  maxSales: 3,
  salesCount: 2,
  numberedAt: null,
};
const at = (moment: string) => Date.parse(moment);

describe("the seller's event helpers", () => {
  it('says whether registration is not open yet, open, closed or full', () => {
    expect(registrationState(event, at('2026-04-30T23:59:59Z'))).toBe('notYet');
    expect(registrationState(event, at('2026-05-01T00:00:00Z'))).toBe('open');
    expect(registrationState(event, at('2026-06-12T06:00:00Z'))).toBe('closed');
    expect(registrationState({ ...event, salesCount: 3 }, at('2026-06-01T00:00:00Z'))).toBe('full');
  });

  it("takes the first run of consecutive days still to come, in order, whatever the event's order", () => {
    expect(firstRunOfDays(event.dates, '2026-06-10').map((d) => d.date)).toEqual([
      '2026-06-13',
      '2026-06-14',
    ]);
    expect(firstRunOfDays(event.dates, '2026-06-14').map((d) => d.date)).toEqual(['2026-06-14']);
    expect(firstRunOfDays(event.dates, '2026-06-15').map((d) => d.date)).toEqual(['2026-06-20']);
    expect(firstRunOfDays(event.dates, '2026-06-21')).toEqual([]);
  });

  it("offers an event whose days hold all the sale's and whose cities hold its city (in any case)", () => {
    const now = at('2026-06-01T00:00:00Z');
    const sale = { startDate: '2026-06-13', endDate: '2026-06-14', city: 'spruce grove' };
    expect(joinableEvents([event], sale, now)).toEqual([event]);
    expect(joinableEvents([event], { ...sale, endDate: '2026-06-15' }, now)).toEqual([]);
    expect(joinableEvents([event], { ...sale, city: 'Stony Plain' }, now)).toEqual([]);
    expect(joinableEvents([{ ...event, cities: [] }], { ...sale, city: 'Stony Plain' }, now)).toHaveLength(1);
    expect(joinableEvents([event], sale, at('2026-06-12T07:00:00Z'))).toEqual([]);
  });
});
