/**
 * The few parts of RFC 5545 the calendar export writes: escaped text, content lines folded at 75 octets,
 * and local date-times. The `ics` package is not used: it cannot write TZID on DTSTART nor a VTIMEZONE,
 * reads 'local' times in the server process's zone, and folds by characters rather than octets
 * (docs/decisions/0013-calendar-export.md).
 */

/** A calendar day ('YYYY-MM-DD') and a time of day ('HH:mm'), in the site's time zone. */
export interface LocalDateTime {
  date: string;
  time: string;
}

export type Property = [name: string, value: string] | [name: string, value: string, params: string];

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value, quoted when it holds a character that would end it (§3.2); quotes cannot be kept. */
export function paramValue(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * Folds a content line so that no line is longer than 75 octets (§3.1), never inside a UTF-8 sequence or
 * a surrogate pair: a continuation line starts with a space, which the reader drops.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** 'YYYY-MM-DD' and 'HH:mm' as a floating DATE-TIME value, 'YYYYMMDDTHHMM00'. */
export function formatLocal({ date, time }: LocalDateTime): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** A moment as a UTC DATE-TIME value, 'YYYYMMDDTHHMMSSZ' (DTSTAMP). */
export function formatUtc(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** One content line per property, folded, each ended by CRLF as §3.1 asks. */
export function contentLines(properties: Property[]): string {
  return properties
    .map(([name, value, params]) => `${foldLine(`${name}${params ? `;${params}` : ''}:${value}`)}\r\n`)
    .join('');
}

/** A component: BEGIN, its properties, its subcomponents (already written), END. */
export function component(name: string, properties: Property[], children: string[] = []): string {
  return `BEGIN:${name}\r\n${contentLines(properties)}${children.join('')}END:${name}\r\n`;
}
