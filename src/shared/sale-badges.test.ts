import { describe, expect, it } from 'vitest';
import { NEW_FOR_MS, saleBadges } from './sale-badges';

const EDMONTON = 'America/Edmonton';
const sale = (over: Partial<Parameters<typeof saleBadges>[0]> = {}) => ({
  startDate: '2026-06-13',
  endDate: '2026-06-13',
  endTime: '16:00',
  postedAt: '2026-06-01T12:00Z',
  ...over,
});
const at = (instant: string) => new Date(instant);

describe('sale badges (issue 26)', () => {
  it('calls a sale "New" for 48 hours after it was posted, to the minute', () => {
    const posted = '2026-06-10T15:04Z';
    const start = Date.parse(posted);
    const badges = (ms: number) => saleBadges(sale({ postedAt: posted }), EDMONTON, new Date(start + ms));
    expect(badges(0)).toEqual(['new']);
    expect(badges(NEW_FOR_MS - 60_000)).toEqual(['new']);
    expect(badges(NEW_FOR_MS)).toEqual([]);
    // A clock behind the server's (a posting "in the future") is not new yet rather than new for ever.
    expect(badges(-60_000)).toEqual([]);
  });

  it('says "Ends today" on the day of a one-day sale, and "Last day" on the last of several', () => {
    const now = at('2026-06-13T16:00Z'); // 10:00 in Edmonton
    expect(saleBadges(sale(), EDMONTON, now)).toEqual(['endsToday']);
    expect(saleBadges(sale({ startDate: '2026-06-12' }), EDMONTON, now)).toEqual(['lastDay']);
    // The first day of a two-day sale is not its last.
    expect(saleBadges(sale({ endDate: '2026-06-14' }), EDMONTON, now)).toEqual([]);
    // Newly posted and ending today: both, "New" first.
    expect(saleBadges(sale({ postedAt: '2026-06-13T14:00Z' }), EDMONTON, now)).toEqual(['new', 'endsToday']);
  });

  it("reads the day on the site's clock, not UTC's", () => {
    // 02:00 UTC on the 14th is still 20:00 on the 13th in Edmonton: the sale's day, but after its hours.
    expect(saleBadges(sale({ endTime: '21:00' }), EDMONTON, at('2026-06-14T02:00Z'))).toEqual(['endsToday']);
    expect(saleBadges(sale({ endTime: '21:00' }), 'UTC', at('2026-06-14T02:00Z'))).toEqual([]);
    // 23:30 on the 12th in Edmonton is already the 13th in UTC: not yet the sale's day there.
    expect(saleBadges(sale(), EDMONTON, at('2026-06-13T05:30Z'))).toEqual([]);
    expect(saleBadges(sale(), 'UTC', at('2026-06-13T05:30Z'))).toEqual(['endsToday']);
  });

  it('gives a sale that is over no badge, even a new one', () => {
    const posted = { postedAt: '2026-06-13T14:00Z' };
    // 16:00 in Edmonton on its last day: the hours are over.
    expect(saleBadges(sale(posted), EDMONTON, at('2026-06-13T22:00Z'))).toEqual([]);
    expect(saleBadges(sale(posted), EDMONTON, at('2026-06-14T16:00Z'))).toEqual([]);
  });
});
