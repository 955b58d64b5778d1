import crypto from 'node:crypto';
import type { EventDetail } from '../../../shared/schemas/events';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { perApp } from '../../lib/per-app';
import { apiText } from '../../lib/server-i18n';
import { categoryNamer } from '../../reference/category-names';
import { SALE_NOT_FOUND } from '../../sales/sales.service';
import { findEventRow } from '../events.repo';
import { EVENT_NOT_FOUND, getEventDetail, toEventSummaries } from '../events.service';
import { renderBooklet } from './booklet';
import { renderPoster } from './poster';
import { findSaleForSign, isEventOrganizer } from './print.repo';
import type { PrintSite } from './print-words';
import { renderYardSign } from './yard-sign';

export const SIGN_FORBIDDEN = apiText('events-api', 'sign.forbidden');
export const SIGN_NOT_IN_EVENT = apiText('events-api', 'sign.notInEvent');
export const SIGN_NOT_NUMBERED = apiText('events-api', 'sign.notNumbered');

/** A printed file as the routes send it. */
export interface PrintedFile {
  pdf: Buffer;
  /** Weak: the same content printed again differs in its creation date only. */
  etag: string;
  fileName: string;
}

/**
 * The last files printed, by what they show: on the morning of the sale many phones ask for the same
 * booklet, which is drawn once until a sale or the event changes (the answer is read from the database
 * each time, so a change shows at once). A handful of entries: an event's booklet and poster per language.
 * One set per app (by its database), so that two apps in one process (tests) never share a file.
 */
const printedFor = perApp<Db, Map<string, Promise<PrintedFile>>>(() => new Map());
const KEEP_FILES = 12;

function remembered(
  db: Db,
  key: string,
  fileName: string,
  render: () => Promise<Buffer>,
): Promise<PrintedFile> {
  const printed = printedFor(db);
  const etag = `W/"${crypto.createHash('sha1').update(key).digest('base64url')}"`;
  let file = printed.get(etag);
  if (!file) {
    file = render().then((pdf) => ({ pdf, etag, fileName }));
    file.catch(() => printed.delete(etag));
    printed.set(etag, file);
    for (const old of printed.keys()) {
      if (printed.size <= KEEP_FILES) break;
      printed.delete(old);
    }
  }
  return file;
}

/** The event with its categories named in the file's language. */
async function eventFor(db: Db, slug: string, site: PrintSite): Promise<EventDetail> {
  const [event, named] = await Promise.all([getEventDetail(db, slug), categoryNamer(db, site.locale)]);
  return { ...event, sales: event.sales.map(named) };
}

const RENDERERS = { booklet: renderBooklet, poster: renderPoster } as const;

/** GET /events/{slug}/booklet.pdf and /poster.pdf: the same file for every reader of a language. */
export async function eventPrintFile(
  db: Db,
  slug: string,
  kind: keyof typeof RENDERERS,
  site: PrintSite,
): Promise<PrintedFile> {
  const event = await eventFor(db, slug, site);
  const key = JSON.stringify([kind, site, event]);
  return remembered(db, key, `${slug}-${kind}.pdf`, () => RENDERERS[kind](event, site));
}

/**
 * The yard sign of a sale of the event, for its seller, an administrator or one of the event's organizers.
 * Who may print is checked before anything is said of the sale's registration.
 */
export async function yardSignFile(
  db: Db,
  user: SessionUser,
  slug: string,
  saleId: number,
  site: PrintSite,
): Promise<PrintedFile> {
  const row = await findEventRow(db, slug);
  if (!row) throw new NotFoundError(EVENT_NOT_FOUND);
  const sale = await findSaleForSign(db, row.id, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  const allowed =
    sale.userId === user.id || user.userType === 'admin' || (await isEventOrganizer(db, row.id, user.id));
  if (!allowed) throw new ForbiddenError(SIGN_FORBIDDEN);
  if (!sale.inEvent) throw new NotFoundError(SIGN_NOT_IN_EVENT);
  if (sale.number === null) throw new ConflictError(SIGN_NOT_NUMBERED);
  const [event] = await toEventSummaries(db, [row]);
  if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
  const number = sale.number;
  const key = JSON.stringify(['sign', site, event.name, event.dates, saleId, number]);
  return remembered(db, key, `${slug}-sign-${number}.pdf`, () =>
    renderYardSign(event, { saleId, number }, site),
  );
}
