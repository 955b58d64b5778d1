import type { Locale } from '../../shared/i18n/locales';
import type { SessionUser } from '../auth/sessions';
import { serverT } from '../lib/server-i18n';
import { logEventAction, requireManagedEvent } from './event-access';
import { listRegisteredSales } from './event-dashboard';
import type { EventsContext } from './events-admin.service';

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a cell a spreadsheet would read as a formula
 * (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe, so a seller's title cannot run
 * in the organizer's spreadsheet (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** GET /api/admin/events/{slug}/participants.csv: administrators and this event's organizers only. */
export async function participantsCsv(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  locale: Locale,
): Promise<string> {
  const event = await requireManagedEvent(ctx.db, user, slug);
  const rows = await listRegisteredSales(ctx.db, event.id);
  await logEventAction(ctx.db, event.id, user, 'exported', String(rows.length));
  const t = serverT(locale, 'events-api');
  const header = [
    t('csv.number'),
    t('csv.title'),
    t('csv.seller'),
    t('csv.email'),
    t('csv.phone'),
    t('csv.address'),
    t('csv.city'),
    t('csv.neighborhood'),
    t('csv.startDate'),
    t('csv.endDate'),
    t('csv.joinedAt'),
    t('csv.followsEventDates'),
  ];
  const lines = rows.map((row) => [
    row.number,
    row.title,
    [row.sellerFirstName, row.sellerLastName].filter(Boolean).join(' '),
    row.sellerEmail,
    row.sellerPhone,
    row.address,
    row.city,
    row.neighborhood,
    row.startDate,
    row.endDate,
    row.joinedAt.toISOString(),
    t(row.followsEventDates ? 'csv.yes' : 'csv.no'),
  ]);
  // A byte-order mark, so spreadsheets read the accents as UTF-8.
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
