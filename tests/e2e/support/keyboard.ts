import { expect, type Locator, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { stepHeading } from './wizard';

/*
 * The seller's path by keyboard only (issue 26's browser checks): what a click would do, done with the
 * key a keyboard user presses on the focused control.
 */

/** Moves the focus to `control` and presses `key` there (Enter for buttons and links, Space for boxes). */
export async function pressOn(control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

/** The wizard's Next, pressed with Enter, and step `to` showing. */
export async function nextByKeyboard(page: Page, to: string): Promise<void> {
  await pressOn(page.getByRole('button', { name: 'Next', exact: true }));
  await expect(stepHeading(page, to)).toBeVisible();
}

/** A day of the range picker chosen with Enter, turning to the next month first when the day is there. */
export async function pickDayByKeyboard(page: Page, day: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(format(parseISO(day), 'PPPP')) });
  if ((await button.count()) === 0) await pressOn(page.getByRole('button', { name: 'Go to the Next Month' }));
  await pressOn(button);
}

/** Radix tabs: from the focused `from` tab, the arrow keys move to `to` and select it. */
export async function arrowToTab(from: Locator, to: Locator, key = 'ArrowRight'): Promise<void> {
  await pressOn(from, key);
  await expect(to).toBeFocused();
  await expect(to).toHaveAttribute('aria-selected', 'true');
}
