import { addDaysIso } from '../../../../shared/dates';
import type { ScheduleEntry } from '../../../../shared/schemas/sale';
import { DEMO_SALES, type DemoSaleTemplate } from './demo-sales';
import { offsetPosition, PLACES, type PlaceSeed } from './places';

export interface DemoSalePlan {
  template: DemoSaleTemplate;
  address: string;
  city: string;
  neighborhood: string | null;
  position: { lat: number; lng: number };
  startDate: string;
  endDate: string;
  schedule: ScheduleEntry[];
  /** Labels of the generated photos; the first is featured. Empty: a sale without photos. */
  photoLabels: string[];
}

/** A small seeded generator: the demo data is the same on every machine (only its dates move). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOURS: [string, string][] = [
  ['08:00', '16:00'],
  ['09:00', '15:00'],
  ['07:00', '13:00'],
  ['10:00', '18:00'],
  ['08:00', '12:00'],
  ['12:00', '20:00'],
  ['06:00', '14:00'],
  ['09:00', '17:00'],
];
const SHORTER_DAY: [string, string][] = [
  ['09:00', '13:00'],
  ['10:00', '14:00'],
  ['08:00', '12:00'],
];

function houseNumber(street: string, next: () => number): number {
  // Alberta's rural addresses carry five digits, its numbered town streets four.
  if (/^(Range|Township) Road/.test(street)) return 51000 + Math.floor(next() * 3000);
  if (/^\d/.test(street)) return 4700 + Math.floor(next() * 600);
  return 10 + Math.floor(next() * 290);
}

function locate(template: DemoSaleTemplate, next: () => number) {
  const place = PLACES.find((p) => p.name === template.city) as PlaceSeed;
  const hood = place.neighborhoods.find((n) => n.name === template.neighborhood);
  const streets = hood?.streets ?? place.streets;
  const street = streets[Math.floor(next() * streets.length)] as string;
  const spread = hood ? 0.35 : 0.8;
  const [north, east] = hood?.offsetKm ?? [0, 0];
  const position = offsetPosition(place.center, [
    north + (next() * 2 - 1) * spread,
    east + (next() * 2 - 1) * spread,
  ]);
  return {
    address: `${houseNumber(street, next)} ${street}`,
    city: place.name,
    neighborhood: hood?.name ?? null,
    position,
  };
}

function scheduleFor(startDate: string, days: number, next: () => number): ScheduleEntry[] {
  const [startTime, endTime] = HOURS[Math.floor(next() * HOURS.length)] as [string, string];
  return Array.from({ length: days }, (_, day) => {
    const [s, e] =
      day > 0 && next() < 0.5
        ? (SHORTER_DAY[Math.floor(next() * SHORTER_DAY.length)] as [string, string])
        : [startTime, endTime];
    return { date: addDaysIso(startDate, day), startTime: s, endTime: e };
  });
}

/**
 * The demo sales laid out around `today`: about two thirds this week (a few started yesterday), the rest
 * next week; one, two or three days each; most with one to three photos, a few with none.
 */
export function planDemoSales(today: string): DemoSalePlan[] {
  const next = random(20_240_601);
  return DEMO_SALES.map((template, index) => {
    const thisWeek = index < 27;
    const offset = thisWeek ? (index % 9 === 1 ? -1 : (index * 3) % 7) : 7 + ((index * 5) % 7);
    // One that started yesterday still runs today.
    const days = offset < 0 ? 3 : index % 3 === 0 ? 1 : 2 + (index % 2);
    const startDate = addDaysIso(today, offset);
    const schedule = scheduleFor(startDate, days, next);
    const photoCount = index % 9 === 4 ? 0 : 1 + ((index * 7) % 3);
    return {
      template,
      ...locate(template, next),
      startDate,
      endDate: addDaysIso(startDate, days - 1),
      schedule,
      photoLabels: Array.from(
        { length: photoCount },
        (_, n) => template.items[n % template.items.length] as string,
      ),
    };
  });
}
