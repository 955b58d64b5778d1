import type { EventDetail } from '../../../shared/schemas/events';
import { drawEventPage } from './cover';
import { renderPdf } from './pdf-file';
import { type PrintSite, printWords } from './print-words';

/** GET /events/{slug}/poster.pdf: one letter page for a shop window: the event, its days, a large QR code. */
export function renderPoster(event: EventDetail, site: PrintSite): Promise<Buffer> {
  const title = printWords(site.locale)('poster.title', { name: event.name });
  return renderPdf({ title, locale: site.locale, author: site.siteName }, (doc) => {
    drawEventPage(doc, event, site, { nameSize: 40, qrSize: 330, scan: 'poster.scan', withCount: false });
  });
}
