import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import { distanceKm, formatKm } from '../../src/shared/distance';
import enExplore from '../../src/shared/i18n/catalogs/en/explore.json' with { type: 'json' };
import type { Sale } from '../../src/shared/schemas/sale';
import { fetchSales, fetchThisWeek } from './support/api';
import { expectSalesShown, openThisWeek, saleCards } from './support/explore';

const [stonyPlain, spruceGrove] = KNOWN_ADDRESSES;
/** Where the browser says it is, when a test lets it tell the page (AT_SPRUCE_GROVE). */
const here = { lat: spruceGrove.lat, lng: spruceGrove.lng };
const AT_SPRUCE_GROVE = {
  permissions: ['geolocation'],
  geolocation: { latitude: here.lat, longitude: here.lng },
};

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The sale ids of the cards, top to bottom. */
async function cardOrder(page: Page): Promise<number[]> {
  return saleCards(page).evaluateAll((cards) =>
    cards.map((card) => Number(card.getAttribute('data-sale-id'))),
  );
}

/** The API's list (soonest first) sorted by distance from `from`, ties kept in the API's order. */
function nearestFirst(sales: Sale[], from: { lat: number; lng: number }): number[] {
  return [...sales]
    .sort((a, b) => distanceKm(from, a.position) - distanceKm(from, b.position))
    .map((sale) => sale.id);
}

test.describe('Explore quick filters', () => {
  test('the chips set ?when=, narrow the list as the API does, and turn off again', async ({
    page,
    request,
  }) => {
    const week = await openThisWeek(page, request);
    const chip = (name: string) => page.getByRole('button', { name, exact: true });

    for (const [name, when] of [
      ['Today', 'today'],
      ['This weekend', 'weekend'],
      ['Open now', 'open-now'],
    ] as const) {
      await chip(name).click();
      await expect(chip(name)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => new URL(page.url()).searchParams.get('when')).toBe(when);
      const expected = await fetchSales(request, { when });
      await expectSalesShown(page, expected.length);
      if (expected.length > 0)
        await expect(saleCards(page).first()).toContainText(expected[0]?.title as string);
      // The collapsed panel names the quick filter in place of the dates.
      await expect(page.getByTestId('filter-panel')).toContainText(name);
    }
    // The weekend is at most two days of the week's seven: the chip narrows the list.
    expect((await fetchSales(request, { when: 'weekend' })).length).toBeLessThan(week.length);

    // Pressing the chip that is on turns it off: this week again, and a bare URL.
    await chip('Open now').click();
    await expect(chip('Open now')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectSalesShown(page, week.length);
  });

  test('a chip works from the keyboard, and the list is what the URL says on reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const today = page.getByRole('button', { name: 'Today', exact: true });
    // The server draws the chips disabled; the keys go to React's chip once it has taken the screen over.
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await today.focus();
    await page.keyboard.press('Enter');
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectSalesShown(page, (await fetchSales(request, { when: 'today' })).length);
  });
});

test.describe('Near me with the browser position', () => {
  test.use(AT_SPRUCE_GROVE);

  test('shows each card its distance and sorts nearest first, then soonest again', async ({
    page,
    request,
  }) => {
    const week = await openThisWeek(page, request);
    await expect(page.getByTestId('sale-distance')).toHaveCount(0);
    const soonest = await cardOrder(page);
    expect(soonest).toEqual(week.map((sale) => sale.id));

    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Distances from your location', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by distance' })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Nearest' })).toBeChecked();
    await expect.poll(() => cardOrder(page)).toEqual(nearestFirst(week, here));
    for (const sale of week.slice(0, 5)) {
      await expect(page.locator(`[data-sale-id="${sale.id}"]`).getByTestId('sale-distance')).toHaveText(
        `${formatKm(distanceKm(here, sale.position))} away`,
      );
    }
    await expect(page.getByTestId('sales-map').locator('.user-location-dot')).toHaveCount(1);
    // Nothing of the position goes into the URL.
    expect(page.url()).not.toContain(String(spruceGrove.lat));

    // Soonest by the keyboard: the radio group's arrow keys.
    await page.getByRole('radio', { name: 'Nearest' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Soonest' })).toBeChecked();
    await expect.poll(() => cardOrder(page)).toEqual(soonest);

    // Kept for the tab (a reload does not ask again), and forgotten by Clear location.
    await page.reload();
    await expect(page.getByText('Distances from your location', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear location' }).click();
    await expect(page.getByTestId('sale-distance')).toHaveCount(0);
    await expect(page.getByTestId('sales-map').locator('.user-location-dot')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible();
  });

  test('works by keyboard alone', async ({ page, request }) => {
    await openThisWeek(page, request);
    await page.getByRole('button', { name: 'This weekend' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Near me' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Distances from your location', { exact: true })).toBeVisible();
    await expect(page.getByTestId('sale-distance').first()).toBeVisible();
  });
});

test.describe('Near me without the browser position', () => {
  test('says plainly when the permission is refused, and offers the address form', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('alert').filter({ hasText: enExplore['location.denied'] })).toHaveText(
      enExplore['location.denied'],
    );
    await expect(page.getByRole('form', { name: 'Distances from an address' })).toBeVisible();
    await expect(page.getByTestId('sale-distance')).toHaveCount(0);
  });

  test('measures from a typed address, and shows the messages of a bad one', async ({ page, request }) => {
    const week = await openThisWeek(page, request);
    await page.getByRole('button', { name: 'Use an address' }).click();
    const form = page.getByRole('form', { name: 'Distances from an address' });
    await expect(form.getByLabel('Address')).toBeFocused();

    await form.getByLabel('Address').fill('12');
    await form.getByLabel('City').fill('Stony Plain');
    await form.getByRole('button', { name: 'Find address' }).click();
    await expect(form.getByRole('alert')).toHaveText('Address must be at least 5 characters long');

    await form.getByLabel('Address').fill('1 Nowhere Lane');
    await form.getByRole('button', { name: 'Find address' }).click();
    await expect(form.getByRole('alert')).toHaveText('No coordinates found for the address');
    await expect(page.getByTestId('sale-distance')).toHaveCount(0);

    await form.getByLabel('Address').fill(stonyPlain.address);
    await form.getByLabel('City').press('Enter');
    await expect(
      page.getByText(`Distances from ${stonyPlain.address}, ${stonyPlain.city}`, { exact: true }),
    ).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(nearestFirst(week, stonyPlain));
  });
});

test.describe('Printing the list', () => {
  test.use(AT_SPRUCE_GROVE);

  test('prints every sale of the list with the filters and the date, and no app around it', async ({
    page,
    request,
  }, testInfo) => {
    const week = await fetchThisWeek(request);
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await page.goto('/');
    await expectSalesShown(page, week.length);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Distances from your location', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Print list' }).click();
    // The print-only list loads first if it has not yet (when idle): print is called once it is drawn.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1);

    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('#print-list');
    await expect(printed).toBeVisible();
    await expect(printed.getByTestId('print-sale')).toHaveCount(week.length);
    const nearest = week.find((sale) => sale.id === nearestFirst(week, here)[0]) as Sale;
    await expect(printed.getByTestId('print-sale').first()).toContainText(nearest.title);
    await expect(printed.getByTestId('print-sale').first()).toContainText(nearest.address);
    await expect(printed.getByTestId('print-sale').first()).toContainText(
      formatKm(distanceKm(here, nearest.position)),
    );
    await expect(printed).toContainText('Dates:');
    await expect(printed).toContainText('Printed');
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByTestId('sales-map')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print list' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('print-list.png'), fullPage: true });

    await page.emulateMedia({ media: 'screen' });
    await expect(printed).toBeHidden();
    await expect(page.getByTestId('sales-map')).toBeVisible();
  });
});

test.describe('Accessibility of the new controls', () => {
  test.use(AT_SPRUCE_GROVE);

  for (const width of [375, 1280]) {
    test(`has no violations at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?when=weekend');
      await expect(page.getByRole('button', { name: 'This weekend' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Use an address' }).click();
      await expect(page.getByRole('form', { name: 'Distances from an address' })).toBeVisible();
      await expectNoViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`explore-address-${width}.png`) });
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page.getByText('Distances from your location', { exact: true })).toBeVisible();
      await expectNoViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`explore-near-${width}.png`) });
    });
  }
});
