/**
 * A wall-clock day and time in an IANA time zone as an ISO 8601 date-time with that zone's UTC offset on
 * that day ('2025-07-05T08:00:00-06:00' in Edmonton's summer, '-07:00' in its winter), through Intl alone.
 */
export function zonedDateTime(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(wall)) return `${day}T${time}:00`;
  // The offset at the wall time read as UTC is right but within hours of a change; the offset at the
  // instant it gives settles it (a time skipped by a spring-forward change takes the later offset).
  const first = offsetMinutes(wall, timeZone);
  const offset = offsetMinutes(wall - first * 60_000, timeZone);
  return `${day}T${time}:00${formatOffset(offset)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // 'GMT-06:00', 'GMT+05:30', or plain 'GMT' for UTC itself.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * An instant (an ISO date-time) as the zone's wall clock, 'YYYY-MM-DDTHH:mm', the value of a
 * datetime-local field (the event form, issue 25); '' for text that is no instant.
 */
export function wallClockIn(instant: string, timeZone: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  const shifted = new Date(time + offsetMinutes(time, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
