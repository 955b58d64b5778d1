import { expect, type Locator, type Page, test } from '@playwright/test';
import { seenBackground } from './support/shopper';

/** How an element is painted: what forced colours keep or take away. */
function paint(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      border: `${style.borderTopWidth} ${style.borderTopStyle}`,
      decoration: style.textDecorationLine,
    };
  });
}

/**
 * The animations running in the page now that a reader would see move (CSS animations and transitions,
 * and scripted ones). Under reduced motion every transition still starts but lasts 0.01 ms, and one may
 * be caught in the frame it starts (seen on a loaded CI machine), so an animation counts only when it
 * lasts longer than a millisecond or repeats.
 */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        const duration = Number(timing?.duration ?? 0);
        return duration > 1 || (timing?.iterations ?? 1) > 1;
      })
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.constructor.name),
  );
}

/** Holds the list's answer until `release` is called: Explore stays loading (skeleton, spinner). */
async function holdList(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/garage-sales(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('Forced colours (issue 22)', () => {
  test('the pressed quick filter, the current page and a filled button keep a cue of their own', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/?when=today');
    const pressed = page.getByRole('button', { name: 'Today', exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const other = page.getByRole('button', { name: 'This weekend', exact: true });
    expect(await seenBackground(pressed)).not.toBe(await seenBackground(other));

    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.getByRole('link', { name: 'Explore' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    expect(await seenBackground(current)).not.toBe(
      await seenBackground(nav.getByRole('link', { name: 'My Plan' })),
    );
    expect((await paint(current)).decoration).toBe('underline');

    // A filled button is outlined: its fill alone is gone in forced colours.
    expect((await paint(nav.getByRole('link', { name: 'Post a Sale' }))).border).toBe('1px solid');
  });
});

test.describe('Reduced motion (issue 22)', () => {
  test('stops the skeleton, the spinner and the map’s zoom and fade animations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const release = await holdList(page);
    await page.goto('/');
    await expect(page.getByTestId('map-loading')).toBeVisible();
    await expect(page.locator('[aria-busy="true"] .animate-pulse').first()).toBeVisible();
    await expect.poll(() => runningAnimations(page)).toEqual([]);
    release();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(map).not.toHaveClass(/leaflet-fade-anim/);
    // Leaflet makes its zoom animation's proxy only when it animates zooms.
    await expect(map.locator('.leaflet-proxy')).toHaveCount(0);
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    expect(await runningAnimations(page)).toEqual([]);
  });

  test('without the request, the same screen does animate (what the test above looks for is there)', async ({
    page,
  }) => {
    const release = await holdList(page);
    await page.goto('/');
    await expect(page.getByTestId('map-loading')).toBeVisible();
    await expect.poll(async () => (await runningAnimations(page)).length).toBeGreaterThan(0);
    release();
    const map = page.locator('.leaflet-container');
    await expect(map).toHaveClass(/leaflet-fade-anim/);
    await expect(map.locator('.leaflet-proxy')).toHaveCount(1);
  });
});
