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

/** A stop of the route's answer: the sale, its arrival and departure, and the wait before it. */
const visit = (saleId: number, arrival: string, departure: string, wait = 0) => ({
  saleId,
  arrival,
  departure,
  wait,
});

const PLAN_DAY = '2026-11-28';

describe('the plan as calendar events', () => {
  it('gives each visited stop its arrival and departure on the plan day, as the calendar call takes them', () => {
    const stops = calendarStops(
      answer([visit(4, '09:05', '09:20'), visit(2, '09:40', '10:00', 5)]),
      PLAN_DAY,
    );
    expect(stops).toEqual([
      { saleId: 4, date: '2026-11-28', arrival: '09:05', departure: '09:20' },
      { saleId: 2, date: '2026-11-28', arrival: '09:40', departure: '10:00' },
    ]);
    expect(PlanCalendarBodySchema.safeParse({ stops }).success).toBe(true);
  });

  it('gives a stop without a stay five minutes, and leaves out one past midnight', () => {
    const stops = calendarStops(answer([visit(4, '09:05', '09:05'), visit(5, '23:58', '23:59')]), PLAN_DAY);
    expect(stops).toEqual([{ saleId: 4, date: '2026-11-28', arrival: '09:05', departure: '09:10' }]);
  });
});
