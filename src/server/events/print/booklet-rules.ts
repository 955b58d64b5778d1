import type { EventDetail } from '../../../shared/schemas/events';
import { BOLD, drawLine, LETTER, MARGIN, type Pdf, REGULAR, wrapLines } from './pdf-file';
import { type PrintSite, printWords } from './print-words';

const WIDTH = LETTER.width - 2 * MARGIN;
const HEADING_SIZE = 12;
const TEXT_SIZE = 9;
const LEADING = 1.25;
/**
 * The rules stay short in print (they can be 5,000 characters): at most this many lines above the list,
 * the rest on the event page, which the last line then names.
 */
const MAX_LINES = 12;

/** The lines of the rules across the page, their paragraphs kept; cut ones end with '…' and the way to the rest. */
function rulesLines(doc: Pdf, rules: string, site: PrintSite): string[] {
  doc.font(REGULAR).fontSize(TEXT_SIZE);
  const lines: string[] = [];
  let cut = false;
  for (const paragraph of rules.split(/\n+/)) {
    if (lines.length >= MAX_LINES) {
      cut = true;
      break;
    }
    const wrapped = wrapLines(doc, paragraph, WIDTH, MAX_LINES - lines.length);
    if (wrapped.join(' ').split(/\s+/).length < paragraph.trim().split(/\s+/).length) cut = true;
    lines.push(...wrapped);
  }
  if (!cut) return lines;
  const last = lines.length - 1;
  lines[last] = `${lines[last]}…`;
  lines.push(printWords(site.locale)('booklet.rulesMore'));
  return lines;
}

/**
 * The event's rules at the top of the first list page, after the cover (issue 25: sellers and shoppers
 * read them in the booklet). Answers the y below them: where the list begins.
 */
export function drawRules(doc: Pdf, event: EventDetail, site: PrintSite, top: number): number {
  if (!event.rules) return top;
  let y = top;
  doc.font(BOLD).fontSize(HEADING_SIZE);
  drawLine(doc, printWords(site.locale)('booklet.rulesHeading'), MARGIN, y);
  y += HEADING_SIZE * 1.5;
  doc.font(REGULAR).fontSize(TEXT_SIZE);
  for (const line of rulesLines(doc, event.rules, site)) {
    drawLine(doc, line, MARGIN, y);
    y += TEXT_SIZE * LEADING;
  }
  return y + 14;
}
