import type { EventDetail } from '../../../shared/schemas/events';
import {
  addPage,
  BOLD,
  drawLine,
  fittingSize,
  LETTER,
  MARGIN,
  type Pdf,
  REGULAR,
  wrapLines,
} from './pdf-file';
import { drawQrCode } from './pdf-qr';
import { areaLine, eventDayLines, eventPageUrl, type PrintSite, printWords } from './print-words';

/** What differs between the booklet's cover and the poster. */
export interface EventPageLayout {
  nameSize: number;
  qrSize: number;
  scan: 'cover.scan' | 'poster.scan';
  /** The number of registered sales (the booklet's cover; a poster goes up before they are in). */
  withCount: boolean;
}

const WIDTH = LETTER.width - 2 * MARGIN;

/** Text centred on the page at `y`, in the current font and size. */
function centred(doc: Pdf, text: string, y: number): void {
  drawLine(doc, text, (LETTER.width - doc.widthOfString(text)) / 2, y);
}

/** Lines centred one under the other from `y`; answers the y below them. */
function centredBlock(doc: Pdf, text: string, y: number, size: number, maxLines: number): number {
  doc.fontSize(size);
  let next = y;
  for (const line of wrapLines(doc, text, WIDTH, maxLines)) {
    centred(doc, line, next);
    next += size * 1.2;
  }
  return next;
}

/**
 * A page that announces the event: its name large, its days with their hours, where, and a QR code to
 * its page with the address written under it for those who type it.
 */
export function drawEventPage(doc: Pdf, event: EventDetail, site: PrintSite, layout: EventPageLayout): void {
  const t = printWords(site.locale);
  addPage(doc);
  let y = MARGIN;
  doc.font(REGULAR);
  y = centredBlock(doc, site.siteName, y, 11, 1) + 18;
  doc.font(BOLD);
  y = centredBlock(doc, event.name, y, layout.nameSize, 3) + 14;
  doc.font(REGULAR);
  for (const line of eventDayLines(event, site.locale)) y = centredBlock(doc, line, y, 14, 2) + 2;
  y = centredBlock(doc, areaLine(event, site.locale), y + 6, 12, 3);
  if (layout.withCount)
    y = centredBlock(doc, t('print.salesCount', { count: event.salesCount }), y + 4, 12, 1);
  const url = eventPageUrl(site, event.slug);
  const qrTop = Math.max(y + 16, (LETTER.height - layout.qrSize) / 2 + 40);
  const size = Math.min(layout.qrSize, LETTER.height - MARGIN - 60 - qrTop);
  drawQrCode(doc, url, (LETTER.width - size) / 2, qrTop, size);
  doc.font(BOLD);
  y = centredBlock(doc, t(layout.scan), qrTop + size + 6, 13, 2);
  doc.font(REGULAR).fontSize(fittingSize(doc, url, WIDTH, 11));
  centred(doc, url, y + 4);
}

/** The booklet's first page. */
export function drawCover(doc: Pdf, event: EventDetail, site: PrintSite): void {
  drawEventPage(doc, event, site, { nameSize: 30, qrSize: 200, scan: 'cover.scan', withCount: true });
}
