import type { EventSummary } from '../../../shared/schemas/events';
import {
  BOLD,
  drawLine,
  fittingSize,
  LETTER,
  MARGIN,
  type Pdf,
  REGULAR,
  renderPdf,
  wrapLines,
} from './pdf-file';
import { drawQrCode } from './pdf-qr';
import { eventDayLines, numberLabel, type PrintSite, printWords, salePageUrl } from './print-words';

/** The sale a sign is printed for: its page and its number in the event. */
export interface SignedSale {
  saleId: number;
  number: number;
}

const WIDTH = LETTER.width - 2 * MARGIN;

function centred(doc: Pdf, text: string, y: number): void {
  drawLine(doc, text, (LETTER.width - doc.widthOfString(text)) / 2, y);
}

/**
 * GET /api/events/{slug}/sales/{saleId}/sign.pdf: a yard sign, read from the street: the number as large
 * as the page allows, the event's name and days, and a QR code to the sale's page.
 */
export function renderYardSign(event: EventSummary, sale: SignedSale, site: PrintSite): Promise<Buffer> {
  const t = printWords(site.locale);
  const number = numberLabel(sale.number, site.locale);
  const title = t('sign.title', { name: event.name, number: sale.number });
  return renderPdf({ title, locale: site.locale, author: site.siteName }, (doc) => {
    doc.addPage({ size: 'LETTER', margin: MARGIN });
    doc.font(BOLD);
    const size = fittingSize(doc, number, WIDTH, 300);
    doc.fontSize(size);
    centred(doc, number, MARGIN);
    let y = MARGIN + size * 1.05;
    doc.fontSize(26);
    for (const line of wrapLines(doc, event.name, WIDTH, 2)) {
      centred(doc, line, y);
      y += 26 * 1.2;
    }
    doc.font(REGULAR).fontSize(14);
    for (const line of eventDayLines(event, site.locale)) {
      centred(doc, line, y + 4);
      y += 14 * 1.25;
    }
    // The code takes the rest of the page, down to the line that says what it is.
    const qrSize = Math.min(340, LETTER.height - MARGIN - 30 - (y + 16));
    drawQrCode(doc, salePageUrl(site, sale.saleId), (LETTER.width - qrSize) / 2, y + 16, qrSize);
    doc.font(BOLD).fontSize(16);
    centred(doc, t('sign.scan'), y + 16 + qrSize + 2);
  });
}
