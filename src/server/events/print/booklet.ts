import type { EventDetail, EventSale } from '../../../shared/schemas/events';
import { groupSales, type SaleGroup } from './booklet-groups';
import { drawRules } from './booklet-rules';
import { drawCover } from './cover';
import {
  addPage,
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
import { numberLabel, type PrintSite, printWords, saleHoursLine } from './print-words';

/*
 * The booklet (issue 25): a cover with the event and a QR code to its page, then every sale by number,
 * grouped by city and neighbourhood, in two columns of black text. Each line is measured and placed
 * here rather than flowed by pdfkit: every entry's height is known before it is drawn, so an entry never
 * breaks across columns, and 1,000 sales take well under a second.
 */

const GUTTER = 18;
const COLUMN_WIDTH = (LETTER.width - 2 * MARGIN - GUTTER) / 2;
/** Room for the number left of each entry ('#1000', 'nº 1000'). */
const NUMBER_WIDTH = 42;
const TEXT_WIDTH = COLUMN_WIDTH - NUMBER_WIDTH;
const TOP = MARGIN;
/** The list stops above the footer. */
const BOTTOM = LETTER.height - MARGIN - 12;

const SIZES = { heading: 15, group: 10.5, number: 10.5, address: 9, detail: 8.5 } as const;
const LEADING = 1.22;
const ENTRY_GAP = 4;
const GROUP_GAP = 8;

interface Line {
  text: string;
  font: typeof REGULAR | typeof BOLD;
  size: number;
}

/** The lines of one sale's entry beside its number: address, hours and categories, the description's first line. */
function entryLines(doc: Pdf, sale: EventSale, event: EventDetail, site: PrintSite): Line[] {
  const lines: Line[] = [];
  const add = (text: string | null, font: Line['font'], size: number, maxLines: number) => {
    if (!text) return;
    doc.font(font).fontSize(size);
    for (const line of wrapLines(doc, text, TEXT_WIDTH, maxLines)) lines.push({ text: line, font, size });
  };
  add(sale.address, BOLD, SIZES.address, 2);
  const categories = sale.categories.map((category) => category.name).join(', ');
  const hours = saleHoursLine(sale, event, site.locale);
  add(categories ? `${hours} · ${categories}` : hours, REGULAR, SIZES.detail, 2);
  add(sale.summary, REGULAR, SIZES.detail, 2);
  return lines;
}

const lineHeight = (line: { size: number }) => line.size * LEADING;
const heightOf = (lines: Line[]) => lines.reduce((sum, line) => sum + lineHeight(line), 0);

/** Where the next entry goes: a column of a page, whose columns start at `top` (lower on the first page, under the rules). */
class Columns {
  column = 0;
  y: number;
  constructor(
    private readonly doc: Pdf,
    private top: number,
  ) {
    this.y = top;
  }

  get x(): number {
    return MARGIN + this.column * (COLUMN_WIDTH + GUTTER);
  }

  /** Moves to the next column (or page) unless `height` fits below. */
  makeRoom(height: number): void {
    if (this.y + height <= BOTTOM) return;
    if (this.column === 0) {
      this.column = 1;
    } else {
      addPage(this.doc);
      this.column = 0;
      this.top = TOP;
    }
    this.y = this.top;
  }

  /** Whether nothing is drawn yet in this column. */
  get atTop(): boolean {
    return this.y <= this.top;
  }
}

function drawGroupHeading(doc: Pdf, at: Columns, group: SaleGroup): void {
  const title = group.neighborhood ? `${group.city} — ${group.neighborhood}` : group.city;
  doc.font(BOLD).fontSize(SIZES.group);
  const [line = title] = wrapLines(doc, title, COLUMN_WIDTH, 1);
  drawLine(doc, line, at.x, at.y);
  at.y += lineHeight({ size: SIZES.group });
  doc
    .moveTo(at.x, at.y)
    .lineTo(at.x + COLUMN_WIDTH, at.y)
    .lineWidth(0.75)
    .stroke('black');
  at.y += 4;
}

function drawEntry(doc: Pdf, at: Columns, sale: EventSale, lines: Line[], site: PrintSite): void {
  const label = sale.number === null ? '–' : numberLabel(sale.number, site.locale);
  // 'nº 1000' is wider than '#12': a long label is set smaller rather than run into the address.
  doc.font(BOLD).fontSize(fittingSize(doc, label, NUMBER_WIDTH - 4, SIZES.number));
  drawLine(doc, label, at.x, at.y);
  let y = at.y;
  for (const line of lines) {
    doc.font(line.font).fontSize(line.size);
    drawLine(doc, line.text, at.x + NUMBER_WIDTH, y);
    y += lineHeight(line);
  }
  at.y = y + ENTRY_GAP;
}

function drawList(doc: Pdf, event: EventDetail, site: PrintSite): void {
  const t = printWords(site.locale);
  addPage(doc);
  const listTop = drawRules(doc, event, site, TOP);
  doc.font(BOLD).fontSize(SIZES.heading);
  drawLine(doc, t('booklet.listHeading'), MARGIN, listTop);
  const at = new Columns(doc, listTop + SIZES.heading * 1.6);
  if (event.sales.length === 0) {
    doc.font(REGULAR).fontSize(SIZES.address);
    drawLine(doc, t('booklet.empty'), MARGIN, at.y);
    return;
  }
  const headingHeight = lineHeight({ size: SIZES.group }) + 4;
  for (const group of groupSales(event.sales)) {
    group.sales.forEach((sale, index) => {
      const lines = entryLines(doc, sale, event, site);
      const height = Math.max(heightOf(lines), lineHeight({ size: SIZES.number }));
      // A group's heading stays with its first entry; later entries go on below it or in the next column.
      if (index === 0) {
        if (!at.atTop) at.y += GROUP_GAP;
        at.makeRoom(headingHeight + height);
        drawGroupHeading(doc, at, group);
      } else {
        at.makeRoom(height);
      }
      drawEntry(doc, at, sale, lines, site);
    });
  }
}

/** Every page but the cover says the event and its page number, counted once all are drawn. */
function drawFooters(doc: Pdf, event: EventDetail, site: PrintSite): void {
  const t = printWords(site.locale);
  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page += 1) {
    doc.switchToPage(page);
    // Text below the bottom margin would start a new page: the footer lies in the margin on purpose.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8);
    const text = t('booklet.footer', { name: event.name, page: page + 1, pages: count });
    const [line = text] = wrapLines(doc, text, LETTER.width - 2 * MARGIN, 1);
    drawLine(doc, line, (LETTER.width - doc.widthOfString(line)) / 2, LETTER.height - MARGIN + 8);
  }
}

/** GET /events/{slug}/booklet.pdf: the cover, then the rules and the numbered list. */
export function renderBooklet(event: EventDetail, site: PrintSite): Promise<Buffer> {
  const title = printWords(site.locale)('booklet.title', { name: event.name });
  return renderPdf({ title, locale: site.locale, author: site.siteName }, (doc) => {
    drawCover(doc, event, site);
    drawList(doc, event, site);
    drawFooters(doc, event, site);
  });
}
