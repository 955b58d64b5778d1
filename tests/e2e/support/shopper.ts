import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the screenshots go for the lead's note (issue 22), besides the test's own output. */
export const SCREENS_DIR = process.env.W22_SCREENS_DIR ?? path.join('test-results', 'screens');

export async function saveScreen(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, name);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}

/** What one card shows, measured in the page: its title's box, its chips and its "+N". */
export interface CardLayout {
  id: number;
  title: string;
  /** The title's box clips nothing sideways (a word is never cut at the card's edge). */
  titleFitsAcross: boolean;
  /** The title's box holds its text, or ends it in an ellipsis (a two-line clamp). */
  titleWholeOrClamped: boolean;
  titleLines: number;
  /** Every visible chip lies inside the chips' row, which lies inside the card. */
  chipsInside: boolean;
  visibleChips: string[];
  /** The "+N" chip's count, 0 when there is none. */
  more: number;
  /** What "+N" says to a screen reader. */
  moreSays: string;
  cardRight: number;
}

/** Measures every drawn card in the page (the Explore list's, or Favorites'). */
export function cardLayouts(page: Page): Promise<CardLayout[]> {
  return page.getByTestId('sale-card').evaluateAll((cards) =>
    cards.map((card) => {
      const heading = card.querySelector('h2') as HTMLElement;
      const clamp = heading.querySelector('span') ?? heading;
      const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight);
      const clamped = getComputedStyle(clamp).webkitLineClamp === '2';
      const row = card.querySelector('[aria-label="Categories"]');
      const rowBox = row?.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const shown = row
        ? [...row.querySelectorAll('li')].filter((li) => getComputedStyle(li).visibility === 'visible')
        : [];
      const more = row?.querySelector('[data-more]');
      const moreShown = more !== null && more !== undefined && shown.includes(more as HTMLLIElement);
      const inside = (box: DOMRect, outer: DOMRect) =>
        box.left >= outer.left - 0.5 &&
        box.right <= outer.right + 0.5 &&
        box.top >= outer.top - 0.5 &&
        box.bottom <= outer.bottom + 0.5;
      return {
        id: Number(card.getAttribute('data-sale-id')),
        title: heading.textContent ?? '',
        titleFitsAcross: heading.scrollWidth <= heading.clientWidth + 1,
        titleWholeOrClamped: clamp.scrollHeight <= clamp.clientHeight + 1 || clamped,
        titleLines: Math.round(clamp.getBoundingClientRect().height / lineHeight),
        chipsInside:
          rowBox === undefined ||
          (inside(rowBox, cardBox) &&
            shown.every((chip) => inside((chip.firstElementChild ?? chip).getBoundingClientRect(), rowBox))),
        visibleChips: shown.filter((chip) => chip !== more).map((chip) => chip.textContent ?? ''),
        more: moreShown ? Number((more?.textContent ?? '').match(/^\+(\d+)/)?.[1] ?? 0) : 0,
        moreSays: moreShown ? (more?.querySelector('.sr-only')?.textContent ?? '') : '',
        cardRight: cardBox.right,
      };
    }),
  );
}

/** Waits for the list's cards, their chips measured (a frame after they are drawn). */
export async function waitForCards(page: Page): Promise<void> {
  await expect(page.getByTestId('sale-card').first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * The colour a reader sees behind an element: its own background, or the first one behind it that is not
 * transparent (forced colours keep transparency, so a transparent tab shows its list's colour).
 */
export function seenBackground(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
    }
    return 'transparent';
  });
}
