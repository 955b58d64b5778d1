import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { component, escapeText, foldLine, formatLocal, formatUtc, paramValue } from './ical-writer';

const unfold = (text: string) => text.replaceAll('\r\n ', '');

describe('ical-writer', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break in text', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf\rg')).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng');
  });

  it('quotes a parameter value holding a separator and drops double quotes', () => {
    expect(paramValue('America/Edmonton')).toBe('America/Edmonton');
    expect(paramValue('a;b')).toBe('"a;b"');
    expect(paramValue('say "hi", then')).toBe('"say \'hi\', then"');
  });

  it('folds at 75 octets without cutting a multi-byte character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'é🎉x'.repeat(40)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const part of lines) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
      expect(Buffer.from(part).toString()).toBe(part);
    }
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  it('writes local and UTC date-times', () => {
    expect(formatLocal({ date: '2026-11-01', time: '09:05' })).toBe('20261101T090500');
    expect(formatUtc(new Date('2026-11-01T16:00:09.500Z'))).toBe('20261101T160009Z');
  });

  it('writes text that ical.js reads back unchanged', () => {
    const texts = ['Books, toys; tools', 'back\\slash \\n not a break', 'two\nlines\n\nand 😀 emoji', ''];
    for (const text of texts) {
      const event = component('VEVENT', [
        ['UID', '1'],
        ['SUMMARY', escapeText(`${text} ${'long '.repeat(30)}`)],
      ]);
      const parsed = new ICAL.Component(ICAL.parse(component('VCALENDAR', [['VERSION', '2.0']], [event])));
      expect(parsed.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe(
        `${text} ${'long '.repeat(30)}`,
      );
    }
  });
});
