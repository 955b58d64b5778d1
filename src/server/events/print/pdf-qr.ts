import type { Pdf } from './pdf-file';

let qrCodes: typeof import('qrcode') | undefined;

/** Loads the QR code maker: renderPdf does, before a file is drawn (not at the app's start). */
export async function loadQrCodes(): Promise<void> {
  qrCodes ??= (await import('qrcode')).default;
}

/** The white border a reader needs around the code, in modules (ISO/IEC 18004's quiet zone). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` drawn as vector squares in the `size`-point square at (x, y), its quiet zone included:
 * sharp at any print size, and a few hundred bytes where an image would take kilobytes. Each row's run of
 * dark modules is one rectangle, all filled at once. Level M (15 % may be lost) survives a creased or
 * rained-on sign.
 */
export function drawQrCode(doc: Pdf, text: string, x: number, y: number, size: number): void {
  if (!qrCodes) throw new Error('drawQrCode: loadQrCodes() first (renderPdf does)');
  const { modules } = qrCodes.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / (count + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * module;
  const top = y + QUIET_ZONE * module;
  doc.save();
  doc.rect(x, y, size, size).fill('white');
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fill('black');
  doc.restore();
}
