import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '../../../shared/i18n/locales';
import { loadQrCodes } from './pdf-qr';

/*
 * What every printed file shares: a letter page, the embedded fonts, and the document written to a
 * Buffer. PDF's standard fonts only show WinAnsi text (no 'ł', no 'Ω', no narrow no-break space of French
 * numbers), so the files embed DejaVu Sans Condensed (the npm package dejavu-fonts-ttf: no font needs to be
 * installed on the machine or in the image); pdfkit keeps only the glyphs a file uses.
 */

export type Pdf = PDFKit.PDFDocument;

/** US Letter in points (1/72 inch): what a home printer and the print shop take. */
export const LETTER = { width: 612, height: 792 } as const;
export const MARGIN = 42;

export const REGULAR = 'regular';
export const BOLD = 'bold';

const require = createRequire(import.meta.url);

function fontFile(name: string): Buffer {
  return fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
}

/** Read once: each document parses them again (about 10 ms), but the disk is read only at the first file. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  fonts ??= { regular: fontFile('DejaVuSansCondensed.ttf'), bold: fontFile('DejaVuSansCondensed-Bold.ttf') };
  return fonts;
}

export interface PdfInfo {
  title: string;
  locale: Locale;
  /** The site's name: the file's author. */
  author: string;
}

/**
 * pdfkit and the QR code maker, loaded with the first printed file rather than when the app starts: with
 * their fonts' metrics, Unicode tables and decoders they are about 7 MB of V8's heap (and more of compiled
 * code) that most app processes never use, since a county prints a few files a week (decision 0029).
 */
async function pdfLibraries() {
  const [pdfkit] = await Promise.all([import('pdfkit'), loadQrCodes()]);
  return pdfkit.default;
}

/**
 * A letter-size PDF drawn by `draw`, as bytes. Pages are kept until the end (bufferPages) so that `draw`
 * may write footers that count them.
 */
export async function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFDocument = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    // No standard font: the default would read Helvetica's metrics from disk for nothing.
    font: '',
    bufferPages: true,
    autoFirstPage: false,
    lang: info.locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A new letter page, with the body font set. */
export function addPage(doc: Pdf): void {
  doc.addPage({ size: 'LETTER', margin: MARGIN });
  doc.font(REGULAR).fillColor('black');
}

/** The largest size up to `max` at which `text` fits in `width` on one line, in the current font. */
export function fittingSize(doc: Pdf, text: string, width: number, max: number): number {
  doc.fontSize(max);
  const natural = doc.widthOfString(text);
  return natural <= width ? max : Math.floor((max * width) / natural);
}

/**
 * `text` broken into lines of at most `width` in the current font and size, at spaces (a word longer than
 * a line is cut), at most `maxLines`: the last one ends with '…' when text is left over. Words are measured
 * one by one, as pdfkit's own line wrapper does, so that each word's width is worked out once per file.
 */
export function wrapLines(doc: Pdf, text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const space = doc.widthOfString(' ');
  const lines: string[] = [];
  let current: string[] = [];
  let currentWidth = 0;
  let next = 0;
  while (next < words.length && lines.length < maxLines) {
    const word = words[next] ?? '';
    const wordWidth = doc.widthOfString(word);
    const needed = current.length > 0 ? currentWidth + space + wordWidth : wordWidth;
    if (needed <= width) {
      current.push(word);
      currentWidth = needed;
      next += 1;
    } else if (current.length > 0) {
      lines.push(current.join(' '));
      current = [];
      currentWidth = 0;
    } else {
      const cut = longestFit(doc, word, width);
      lines.push(word.slice(0, cut));
      words[next] = word.slice(cut);
    }
  }
  if (current.length > 0) lines.push(current.join(' '));
  const last = lines.length - 1;
  if (next < words.length && last >= 0) lines[last] = withEllipsis(doc, lines[last] ?? '', width);
  return lines;
}

/** How many characters of `text` fit in `width` (at least one, so that a line always moves on). */
function longestFit(doc: Pdf, text: string, width: number): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(text.slice(0, middle)) <= width) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The line shortened by whole words (or, for one long word, characters) until '…' fits after it. */
function withEllipsis(doc: Pdf, line: string, width: number): string {
  const room = width - doc.widthOfString('…');
  let kept = line;
  while (kept.includes(' ') && doc.widthOfString(kept) > room) kept = kept.slice(0, kept.lastIndexOf(' '));
  if (doc.widthOfString(kept) > room) kept = kept.slice(0, longestFit(doc, kept, room));
  return `${kept}…`;
}

/** One line of text at (x, y), never wrapped. */
export function drawLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  doc.text(text, x, y, { lineBreak: false, ...options });
}
