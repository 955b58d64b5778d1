import type { Page } from '@playwright/test';

/** Issue 22: a finger's target on a phone is at least this tall and wide (WCAG 2.5.5's 44 CSS px). */
export const TAP_TARGET_MIN = 44;

export interface SmallTarget {
  /** Tag, accessible name or text, to find it. */
  what: string;
  width: number;
  height: number;
}

/**
 * The visible interactive elements of the page whose tap target is under `min` px in width or height.
 * An element's target is the largest of: its own box; its label's (a checkbox's whole labelled row
 * answers a tap); and the box of an absolutely placed ::before or ::after, which answers taps for it (a
 * card's title stretched over the card, a map marker's ring). Links inside a sentence are left out, as
 * WCAG 2.5.8 does (the map's attribution, a link in a hint); so are elements hidden or clipped to 1 px
 * (the skip link until it has the focus).
 */
export function smallTapTargets(page: Page, min = TAP_TARGET_MIN): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    type Box = { width: number; height: number };
    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';

    const px = (value: string) => Number.parseFloat(value) || 0;

    /** The padding box of the nearest positioned ancestor (or the element itself when positioned). */
    function containingBox(element: Element): DOMRect | null {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position !== 'static') {
          const r = node.getBoundingClientRect();
          const left = r.left + px(style.borderLeftWidth);
          const top = r.top + px(style.borderTopWidth);
          const right = r.right - px(style.borderRightWidth);
          const bottom = r.bottom - px(style.borderBottomWidth);
          return new DOMRect(left, top, right - left, bottom - top);
        }
      }
      return null;
    }

    function pseudoBoxes(element: Element): Box[] {
      const boxes: Box[] = [];
      for (const which of ['::before', '::after'] as const) {
        const style = getComputedStyle(element, which);
        if (style.content === 'none' || style.content === 'normal' || style.position !== 'absolute') continue;
        if (style.pointerEvents === 'none' || style.display === 'none') continue;
        const block = containingBox(element);
        if (!block) continue;
        const width = block.width - px(style.left) - px(style.right);
        const height = block.height - px(style.top) - px(style.bottom);
        if (style.width !== 'auto' && !Number.isNaN(Number.parseFloat(style.width)))
          boxes.push({ width: px(style.width), height: px(style.height) });
        else boxes.push({ width, height });
      }
      return boxes;
    }

    /** A link in running text: its block holds more words than the link itself. */
    function inSentence(element: Element): boolean {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      if (!block) return false;
      const own = (element.textContent ?? '').trim().length;
      return (block.textContent ?? '').trim().length > own;
    }

    const small: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(INTERACTIVE)) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const style = getComputedStyle(element);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (inSentence(element)) continue;
      const candidates: Box[] = [{ width: rect.width, height: rect.height }, ...pseudoBoxes(element)];
      const labels = (element as HTMLInputElement).labels;
      if (labels) for (const label of labels) candidates.push(label.getBoundingClientRect());
      const best = candidates.reduce((a, b) =>
        Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a,
      );
      if (Math.round(best.width) >= min && Math.round(best.height) >= min) continue;
      const name =
        element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
      small.push({
        what: `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
        width: Math.round(best.width),
        height: Math.round(best.height),
      });
    }
    return small;
  }, min);
}
