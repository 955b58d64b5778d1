import { describe, expect, it } from 'vitest';
import { type Pdf, REGULAR, renderPdf, wrapLines } from './pdf-file';

/** Runs `measure` on a document set in the body font at 9 pt, as the booklet's entries are. */
async function withBodyFont<T>(measure: (doc: Pdf) => T): Promise<T> {
  let result: T | undefined;
  await renderPdf({ title: 'Test', locale: 'en', author: 'Test' }, (doc) => {
    doc.addPage();
    doc.font(REGULAR).fontSize(9);
    result = measure(doc);
  });
  return result as T;
}

const TEXT = 'Kids clothes, a crib, a dining table with six chairs, power tools and plenty of books';

describe("the printed files' line breaking", () => {
  it('breaks at spaces, every line within the width, every word kept', async () => {
    const { lines, widths } = await withBodyFont((doc) => {
      const lines = wrapLines(doc, TEXT, 120, 10);
      return { lines, widths: lines.map((line) => doc.widthOfString(line)) };
    });
    expect(lines.length).toBeGreaterThan(2);
    expect(Math.max(...widths)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(TEXT);
  });

  it("ends the last allowed line with '…' when words are left, and cuts a word longer than a line", async () => {
    const { short, long, width } = await withBodyFont((doc) => {
      const short = wrapLines(doc, TEXT, 120, 2);
      const long = wrapLines(doc, 'x'.repeat(200), 120, 3);
      return { short, long, width: Math.max(...[...short, ...long].map((line) => doc.widthOfString(line))) };
    });
    expect(short).toHaveLength(2);
    expect(short[1]).toMatch(/\S…$/);
    expect(TEXT.startsWith(`${short.join(' ').slice(0, -1)}`)).toBe(true);
    expect(long).toHaveLength(3);
    expect(long[2]).toMatch(/x…$/);
    expect(width).toBeLessThanOrEqual(120);
  });
});
