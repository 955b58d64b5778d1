import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows';

/** A sale of the event's answer, as the server writes it (EventSaleSchema). */
const sale = (n: number, more: Record<string, unknown> = {}) => ({
  id: 100 + n,
  title: `Sale ${n}`,
  address: `${n} Grove Drive`,
  city: 'Spruce Grove',
  neighborhood: n % 2 === 0 ? 'Harvest Ridge' : null,
  position: { lat: 53.5 + n / 1000, lng: -113.9 },
  startDate: '2026-12-07',
  endDate: '2026-12-07',
  startTime: '08:00',
  endTime: '16:00',
  categories: [{ id: n % 3, name: `Category ${n % 3}` }],
  featuredThumbnail: null,
  userId: 7,
  postedAt: '2026-11-27T10:03Z',
  number: n,
  summary: n % 5 === 0 ? null : `Lots of things, ${n}.`,
  ...more,
});

/** Through JSON, as the page data carries it. */
const roundTrip = (objects: Record<string, unknown>[]) =>
  unpackRows(JSON.parse(JSON.stringify(packRows(objects))));

describe('rows packed under one list of keys (the event page’s data, decision 0034)', () => {
  it('gives back the same objects, through JSON', () => {
    const sales = Array.from({ length: 40 }, (_, n) => sale(n + 1));
    expect(roundTrip(sales)).toEqual(sales);
  });

  it('writes each key once and a value few objects differ in once', () => {
    const sales = Array.from({ length: 40 }, (_, n) => sale(n + 1));
    const packed = packRows(sales);
    const text = JSON.stringify(packed);
    expect(text.match(/"title"/g)).toHaveLength(1);
    expect(text.match(/"08:00"/g)).toHaveLength(1);
    expect(text.match(/Spruce Grove/g)).toHaveLength(1);
    expect(packed.dict.city).toEqual(['Spruce Grove']);
    // Numbers and values that differ in most objects stay in their rows.
    expect(packed.dict.number).toBeUndefined();
    expect(packed.dict.title).toBeUndefined();
    expect(text.length).toBeLessThan(JSON.stringify(sales).length / 2);
  });

  it('keeps a key only some objects have, and their key order aside, nothing else changes', () => {
    const sales = [sale(1), sale(2, { itemNames: ['Lamp', 'Chair'] }), sale(3)];
    const [first, second, third] = roundTrip(sales);
    expect([first, second, third]).toEqual(sales);
    expect(first && 'itemNames' in first).toBe(false);
    expect(second?.itemNames).toEqual(['Lamp', 'Chair']);
  });

  it('leaves a key whose value is undefined out, as JSON does (not null)', () => {
    const sales = [
      sale(1, { event: undefined }),
      sale(2, { event: { id: 3 } }),
      sale(3, { event: undefined }),
    ];
    const back = roundTrip(sales);
    expect(back).toEqual(JSON.parse(JSON.stringify(sales)));
    expect(back.map((object) => 'event' in object)).toEqual([false, true, false]);
  });

  it('packs no objects to no rows', () => {
    expect(roundTrip([])).toEqual([]);
  });

  it('refuses rows that are not lists', () => {
    expect(() => unpackRows({ keys: ['id'], dict: {}, rows: [{ id: 1 }] })).toThrow(TypeError);
  });
});
