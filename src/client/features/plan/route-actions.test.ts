import { describe, expect, it } from 'vitest';
import type { PlanAnswer } from '../../../shared/schemas/plan';
import { PlanCalendarBodySchema } from '../../../shared/schemas/plan-calendar';
import { calendarStops } from './route-actions';

const answer = (stops: PlanAnswer['stops']): PlanAnswer => ({
  stops,
  unreachable: [],
  totalDriveMinutes: 10,
  source: 'straight-line',
});

describe('the plan as calendar events', () => {
  it('gives each visited stop its arrival and departure on the plan day, as the calendar call takes them', () => {
    const stops = calendarStops(
      answer([
        { saleId: 4, arrival: '09:05', departure: '09:20', wait: 0 },
        { saleId: 2, arrival: '09:40', departure: '10:00', wait: 5 },
      ]),
      '2026-11-28',
    );
    expect(stops).toEqual([
      { saleId: 4, date: '2026-11-28', arrival: '09:05', departure: '09:20' },
      { saleId: 2, date: '2026-11-28', arrival: '09:40', departure: '10:00' },
    ]);
    expect(PlanCalendarBodySchema.safeParse({ stops }).success).toBe(true);
  });

  it('gives a stop without a stay five minutes, and leaves out one past midnight', () => {
    const stops = calendarStops(
      answer([
        { saleId: 4, arrival: '09:05', departure: '09:05', wait: 0 },
        { saleId: 5, arrival: '23:58', departure: '23:59', wait: 0 },
      ]),
      '2026-11-28',
    );
    expect(stops).toEqual([{ saleId: 4, date: '2026-11-28', arrival: '09:05', departure: '09:10' }]);
  });
});
