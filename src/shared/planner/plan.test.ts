import { describe, expect, it } from 'vitest';
import { openingWindow } from '../open-now';
import { type PlanStop, planRoute, stopFromSale } from './plan';
import { checkPlan } from './plan-checks.fixtures';

const HOME = { lat: 53.5, lng: -114 };
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const stop = (id: number, opens: string, closes: string): PlanStop => ({
  id,
  position: HOME,
  window: { opensAt: at(opens), closesAt: at(closes) },
});
/** Every leg takes `minutes`, except the ones given as 'from>to' (0 is the start, stop i is i + 1). */
function matrix(size: number, minutes: number, legs: Record<string, number> = {}): number[][] {
  return Array.from({ length: size + 1 }, (_, from) =>
    Array.from({ length: size + 1 }, (_, to) => (from === to ? 0 : (legs[`${from}>${to}`] ?? minutes))),
  );
}
const input = (stops: PlanStop[], travel: number[][], startTime = '08:00', stayMinutes = 15) => ({
  start: HOME,
  date: '2026-11-28',
  startMinutes: at(startTime),
  stayMinutes,
  stops,
  travel,
});

describe('planRoute', () => {
  it('times each stop: arrival, the wait for the opening, the stay, the departure', () => {
    const travel = matrix(2, 30, { '0>2': 10, '2>1': 10 });
    const plan = planRoute(input([stop(1, '09:00', '12:00'), stop(2, '08:00', '12:00')], travel));
    expect(plan).toEqual({
      stops: [
        { id: 2, arrival: at('08:10'), wait: 0, departure: at('08:25') },
        { id: 1, arrival: at('08:35'), wait: 25, departure: at('09:15') },
      ],
      unreachable: [],
      totalDriveMinutes: 20,
    });
  });

  it('goes first to the sale that closes first, even when another is nearer', () => {
    // Stop 2 first would reach stop 1 at 08:25, and its 15 minutes would end after 08:35.
    const travel = matrix(2, 20, { '0>2': 5, '1>2': 5, '2>1': 5 });
    const stops = [stop(1, '08:00', '08:35'), stop(2, '08:00', '12:00')];
    const plan = planRoute(input(stops, travel));
    expect(plan.stops.map((s) => s.id)).toEqual([1, 2]);
    checkPlan(input(stops, travel), plan);
  });

  it('drives the least among orders that visit every stop', () => {
    const travel = matrix(3, 30, { '0>3': 5, '3>1': 5, '1>2': 5 });
    const plan = planRoute(
      input([stop(1, '08:00', '16:00'), stop(2, '08:00', '16:00'), stop(3, '08:00', '16:00')], travel),
    );
    expect(plan.stops.map((s) => s.id)).toEqual([3, 1, 2]);
    expect(plan.totalDriveMinutes).toBe(15);
  });

  it('needs the whole stay before closing time, and says why a stop is left out', () => {
    const stops = [stop(1, '08:00', '08:20'), stop(2, '08:00', '08:29'), stop(3, '08:00', '08:25')];
    const plan = planRoute(input(stops, matrix(3, 20), '08:00', 10));
    expect(plan.stops).toEqual([]);
    expect(plan.unreachable).toEqual([
      { id: 1, reason: 'closes at 08:20, earliest arrival 08:20' },
      { id: 2, reason: 'closes at 08:29, earliest arrival 08:20 leaves less than the 10-minute stay' },
      { id: 3, reason: 'closes at 08:25, earliest arrival 08:20 leaves less than the 10-minute stay' },
    ]);
    expect(planRoute(input([stop(2, '08:00', '08:30')], matrix(1, 20), '08:00', 10)).stops).toEqual([
      { id: 2, arrival: at('08:20'), wait: 0, departure: at('08:30') },
    ]);
  });

  it('gives up one stop for two, and says the one left out does not fit', () => {
    // Stop 1 alone fills the morning; stops 2 and 3 together only fit without it.
    const stops = [stop(1, '09:00', '09:20'), stop(2, '08:00', '09:10'), stop(3, '08:00', '09:10')];
    const plan = planRoute(input(stops, matrix(3, 30, { '0>2': 10, '2>3': 10, '3>2': 10 })));
    expect(plan.stops.map((s) => s.id).sort()).toEqual([2, 3]);
    expect(plan.unreachable).toEqual([{ id: 1, reason: 'no time for it without leaving out another stop' }]);
  });

  it('leaves out a sale that is not open that day, naming the day', () => {
    const closed: PlanStop = { id: 4, position: HOME, window: undefined };
    const plan = planRoute(input([closed, stop(5, '08:00', '12:00')], matrix(2, 10)));
    expect(plan.stops.map((s) => s.id)).toEqual([5]);
    expect(plan.unreachable).toEqual([{ id: 4, reason: 'not open on Saturday, Nov 28' }]);
  });

  it("reads each sale's hours for the plan's day from its schedule", () => {
    const sale = {
      id: 9,
      position: HOME,
      startDate: '2026-11-27',
      endDate: '2026-11-29',
      startTime: '08:00',
      endTime: '16:00',
      schedule: [
        { date: '2026-11-27', startTime: '08:00', endTime: '16:00' },
        { date: '2026-11-28', startTime: '13:00', endTime: '15:00' },
      ],
    };
    expect(stopFromSale(sale, '2026-11-28').window).toEqual(openingWindow(sale, '2026-11-28'));
    const plan = planRoute(input([stopFromSale(sale, '2026-11-28')], matrix(1, 10)));
    expect(plan.stops).toEqual([
      { id: 9, arrival: at('08:10'), wait: at('13:00') - at('08:10'), departure: at('13:15') },
    ]);
    expect(stopFromSale(sale, '2026-11-30').window).toBeUndefined();
  });

  it('uses the straight-line estimate when no driving times are given, 15 minutes a stop by default', () => {
    const plan = planRoute({
      start: HOME,
      date: '2026-11-28',
      startMinutes: at('08:00'),
      stops: [{ ...stop(1, '08:00', '12:00'), position: { lat: 53.5, lng: -113.9 } }],
    });
    // 6.6 km × 1.3 at 40 km/h: 13 minutes.
    expect(plan.stops).toEqual([{ id: 1, arrival: at('08:13'), wait: 0, departure: at('08:28') }]);
  });

  it('answers an empty plan for no stops', () => {
    expect(planRoute(input([], matrix(0, 0)))).toEqual({ stops: [], unreachable: [], totalDriveMinutes: 0 });
  });
});
