import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  listFilters,
  readExploreFilters,
  toggleWhen,
  writeExploreFilters,
} from './explore-url';

const today = '2026-06-10';
const thisWeek = { startDate: '2026-06-10', endDate: '2026-06-16' };

/** The filters a URL with this query string reads as, today. */
const readQuery = (query: string) => readExploreFilters(new URLSearchParams(query), today);

describe('readExploreFilters', () => {
  it("reads a bare URL as this week's window", () => {
    expect(readQuery('')).toEqual(thisWeek);
  });

  it('restores a bookmarked view exactly', () => {
    expect(
      readQuery(
        'city=Spruce+Grove&neighborhood=Deer+Park&categoryIds=3,1&searchTerm=lamp&startDate=2026-07-01&endDate=2026-07-04',
      ),
    ).toEqual({
      city: 'Spruce Grove',
      neighborhood: 'Deer Park',
      categoryIds: [3, 1],
      searchTerm: 'lamp',
      startDate: '2026-07-01',
      endDate: '2026-07-04',
    });
  });

  it('keeps other filters and adds the default dates when the URL names no dates', () => {
    expect(readQuery('city=Stony+Plain')).toEqual({
      city: 'Stony Plain',
      ...thisWeek,
    });
  });

  it('reads dates=all as no date limit', () => {
    expect(readQuery('dates=all&city=Acheson')).toEqual({
      city: 'Acheson',
    });
  });

  it('drops values that do not validate instead of failing the page', () => {
    expect(readQuery('startDate=2026-02-30&categoryIds=x&city=Acheson&neighborhood=Nowhere')).toEqual({
      city: 'Acheson',
      neighborhood: 'Nowhere',
      ...thisWeek,
    });
  });

  it('reads dates the API would refuse together from the start date on, as far as the API serves', () => {
    expect(readQuery('startDate=2026-06-10&endDate=2026-12-31&city=Acheson')).toEqual({
      city: 'Acheson',
      startDate: '2026-06-10',
      endDate: '2026-09-09',
    });
    expect(readQuery('startDate=2026-06-10&endDate=2026-06-01')).toEqual({
      startDate: '2026-06-10',
      endDate: '2026-09-09',
    });
    expect(readQuery('startDate=2026-06-10&endDate=2026-09-09')).toEqual({
      startDate: '2026-06-10',
      endDate: '2026-09-09',
    });
  });
});

describe('listFilters', () => {
  it('asks for the sales from today on when both dates are cleared', () => {
    expect(listFilters({ city: 'Acheson' }, today)).toEqual({ city: 'Acheson', startDate: today });
  });

  it('sends the dates the user chose as they are', () => {
    expect(listFilters(thisWeek, today)).toEqual(thisWeek);
    expect(listFilters({ endDate: '2026-07-01' }, today)).toEqual({ endDate: '2026-07-01' });
  });
});

describe('writeExploreFilters', () => {
  it("writes this week's window with nothing else as a bare URL, keeping the open sale", () => {
    const next = writeExploreFilters(new URLSearchParams('sale=12&city=Old'), thisWeek, today);
    expect(next.toString()).toBe('sale=12');
  });

  it('writes every filter, comma-joining the categories', () => {
    const next = writeExploreFilters(
      new URLSearchParams(),
      { city: 'Acheson', categoryIds: [2, 5], searchTerm: ' lamp ', ...thisWeek },
      today,
    );
    expect(Object.fromEntries(next)).toEqual({
      city: 'Acheson',
      categoryIds: '2,5',
      searchTerm: 'lamp',
      startDate: '2026-06-10',
      endDate: '2026-06-16',
    });
  });

  it('marks a view without dates so that it is not read back as this week', () => {
    const next = writeExploreFilters(new URLSearchParams('startDate=2026-06-10'), { city: 'Acheson' }, today);
    expect(Object.fromEntries(next)).toEqual({ city: 'Acheson', dates: 'all' });
    expect(readExploreFilters(next, today)).toEqual({ city: 'Acheson' });
  });

  it('round-trips any filter set through the URL', () => {
    const filters = {
      city: 'Spruce Grove',
      neighborhood: 'Deer Park',
      categoryIds: [7],
      startDate: '2026-06-12',
      endDate: '2026-06-12',
    };
    expect(readExploreFilters(writeExploreFilters(new URLSearchParams(), filters, today), today)).toEqual(
      filters,
    );
  });
});

describe('quick filters in the URL', () => {
  const today = '2026-05-13';

  it('reads ?when= without the default week, and drops dates given beside it', () => {
    expect(readExploreFilters(new URLSearchParams('when=open-now'), today)).toEqual({ when: 'open-now' });
    expect(
      readExploreFilters(new URLSearchParams('when=weekend&startDate=2026-05-01&endDate=2026-05-02'), today),
    ).toEqual({ when: 'weekend' });
  });

  it('writes ?when= alone and asks the list for it without a start date', () => {
    const written = writeExploreFilters(new URLSearchParams('sale=4'), { when: 'today' }, today);
    expect(written.toString()).toBe('sale=4&when=today');
    expect(listFilters({ when: 'today' }, today)).toEqual({ when: 'today' });
  });

  it('toggles a chip on (dates out) and off again (back to this week)', () => {
    const week = defaultFilters(today);
    const on = toggleWhen({ ...week, city: 'Leduc' }, 'weekend', today);
    expect(on).toEqual({ city: 'Leduc', when: 'weekend', startDate: undefined, endDate: undefined });
    expect(toggleWhen(on, 'today', today)).toMatchObject({ when: 'today' });
    const off = toggleWhen(on, 'weekend', today);
    expect(off).toEqual({ city: 'Leduc', when: undefined, ...week });
    expect(writeExploreFilters(new URLSearchParams(), off, today).get('when')).toBeNull();
    expect(
      writeExploreFilters(new URLSearchParams(), toggleWhen({ when: 'today' }, 'today', today), today).size,
    ).toBe(0);
  });
});
