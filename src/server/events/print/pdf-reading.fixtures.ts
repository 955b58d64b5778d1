import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading a printed file as a person would: its text, as pdf.js (Firefox's reader) extracts it, and its
 * pages rasterised by pdf.js onto a canvas, where jsQR finds the QR codes a phone would scan.
 */

/** Reads `pdf` with pdf.js, then lets its worker go. */
async function withDocument<T>(pdf: Buffer, read: (document: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** Each page's text, its items joined with single spaces (lines and columns as pdf.js orders them). */
export async function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return withDocument(pdf, async (document) => {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          // Spaces as a reader sees them: one, whatever pdf.js put between items (no-break ones too).
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return pages;
  });
}

/** A page's pieces of text in drawing order, each with where it starts and how wide it is (points). */
export async function pdfTextItems(pdf: Buffer, pageNumber: number) {
  return withDocument(pdf, async (document) => {
    const content = await (await document.getPage(pageNumber)).getTextContent();
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, width: item.width }]
        : [],
    );
  });
}

/** A page drawn at `scale` (1 = 72 dpi) as RGBA pixels. */
export async function renderPage(pdf: Buffer, pageNumber: number, scale = 2) {
  return withDocument(pdf, async (document) => {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: new Uint8ClampedArray(image.data), width: canvas.width, height: canvas.height, canvas };
  });
}

/** The text of the QR code on a page as a phone's reader decodes it, or undefined when there is none. */
export async function decodeQrOnPage(pdf: Buffer, pageNumber: number): Promise<string | undefined> {
  const { data, width, height } = await renderPage(pdf, pageNumber);
  return jsQR(data, width, height)?.data;
}
