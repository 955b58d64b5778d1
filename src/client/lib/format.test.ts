import { describe, expect, it } from 'vitest';
import { directionsUrl, formatDayRange, formatLocalDay, formatLocation, saleUrl } from './format';

describe('card dates', () => {
  it('formats a day in the local format without shifting it across time zones', () => {
    expect(formatLocalDay('2026-01-01', 'en-US')).toBe('1/1/2026');
    expect(formatLocalDay('2026-12-31', 'en-GB')).toBe('31/12/2026');
  });

  it("writes a range as 'start - end', a one-day sale too (spec §2)", () => {
    expect(formatDayRange('2026-06-12', '2026-06-14', 'en-US')).toBe('6/12/2026 - 6/14/2026');
    expect(formatDayRange('2026-06-12', '2026-06-12', 'en-US')).toBe('6/12/2026 - 6/12/2026');
  });

  it('shows a text that is not a day as it is', () => {
    expect(formatLocalDay('soon', 'en-US')).toBe('soon');
  });
});

describe('formatLocation', () => {
  it("reads 'neighborhood, city', or the city alone", () => {
    expect(formatLocation({ neighborhood: 'Deer Park', city: 'Spruce Grove' })).toBe(
      'Deer Park, Spruce Grove',
    );
    expect(formatLocation({ neighborhood: null, city: 'Acheson' })).toBe('Acheson');
  });
});

describe('links', () => {
  it('sends the encoded address and city to the directions page', () => {
    expect(directionsUrl({ address: '12 Oak & Elm #3', city: 'Stony Plain' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Oak%20%26%20Elm%20%233%2C%20Stony%20Plain',
    );
  });

  it("links a sale's own page", () => {
    expect(saleUrl(7, 'https://sales.example')).toBe('https://sales.example/garage-sales/7');
  });
});
