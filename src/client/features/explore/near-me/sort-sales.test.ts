import { describe, expect, it } from 'vitest';
import { distancesFrom, sortSales } from './sort-sales';

const here = { lat: 53.54, lng: -113.9 };
// In the API's order (soonest first); 0.01° of latitude is about 1.1 km.
const sales = [
  { id: 1, position: { lat: 53.58, lng: -113.9 } },
  { id: 2, position: { lat: 53.55, lng: -113.9 } },
  { id: 3, position: { lat: 53.56, lng: -113.9 } },
  { id: 4, position: { lat: 53.55, lng: -113.9 } },
];

describe('sortSales', () => {
  it('keeps the soonest-first order when asked for it', () => {
    expect(sortSales(sales, 'soonest', distancesFrom(sales, here)).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('puts the nearest first, and keeps the soonest first among equally near ones', () => {
    const order = sortSales(sales, 'nearest', distancesFrom(sales, here)).map((s) => s.id);
    // 2 and 4 are at the same place: 2 comes first as it did in the list.
    expect(order).toEqual([2, 4, 3, 1]);
  });

  it('does not reorder the list it is given', () => {
    sortSales(sales, 'nearest', distancesFrom(sales, here));
    expect(sales.map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves the order alone without distances, and puts sales without one last', () => {
    expect(sortSales(sales, 'nearest', undefined).map((s) => s.id)).toEqual([1, 2, 3, 4]);
    const some = new Map([
      [3, 2],
      [1, 1],
    ]);
    expect(sortSales(sales, 'nearest', some).map((s) => s.id)).toEqual([1, 3, 2, 4]);
  });
});

describe('distancesFrom', () => {
  it('gives each sale its distance by id', () => {
    const distances = distancesFrom(sales, here);
    expect(distances.get(2)).toBeCloseTo(1.112, 2);
    expect(distances.get(1)).toBeCloseTo(4.448, 2);
  });
});
