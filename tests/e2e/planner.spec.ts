import { expect, test } from '@playwright/test';
import { googleMapsLinks } from '../../src/client/features/plan/drive-links';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import enPlan from '../../src/shared/i18n/catalogs/en/plan.json' with { type: 'json' };
import { type PlanAnswer, PlanAnswerSchema } from '../../src/shared/schemas/plan';
import type { Sale } from '../../src/shared/schemas/sale';
import { addFromExplore, expectNoViolations, readQr, tabTo, threeSalesOnOneDay } from './support/planner';

const HOME = KNOWN_ADDRESSES[1];
const homePosition = { lat: HOME.lat, lng: HOME.lng };

/** The route the server plans for these sales from HOME at 07:00: what the screen must show. */
async function expectedRoute(
  request: import('@playwright/test').APIRequestContext,
  sales: Sale[],
  date: string,
) {
  const response = await request.post('/api/plan/route', {
    data: {
      start: homePosition,
      stops: sales.map((sale) => ({ saleId: sale.id })),
      startDate: date,
      startTime: '07:00',
      stayMinutes: 15,
    },
  });
  expect(response.status()).toBe(200);
  return PlanAnswerSchema.parse(await response.json());
}

const guestPlan = (ids: number[]) =>
  `localStorage.setItem('gsf:plan', '${JSON.stringify({ saleIds: ids })}')`;

test.describe('The Saturday planner', () => {
  test('three sales added from Explore are planned from an address, in order with times, to drive, print and share', async ({
    page,
    browser,
  }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await page.goto('/');
    for (const sale of sales) await addFromExplore(page, sale);
    await page.getByRole('link', { name: 'My plan (3)' }).click();
    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();

    await page.getByLabel('Address').fill(HOME.address);
    await page.getByLabel('City').fill(HOME.city);
    await page.getByLabel('Day').fill(date);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByRole('button', { name: 'Plan my route' }).click();

    const answer: PlanAnswer = await expectedRoute(page.request, sales, date);
    expect(answer.stops).toHaveLength(3);
    const stops = page.getByTestId('route-stops').getByRole('listitem');
    await expect(stops).toHaveCount(3);
    const byId = new Map(sales.map((sale) => [sale.id, sale]));
    for (const [index, stop] of answer.stops.entries()) {
      const item = stops.nth(index);
      await expect(item).toHaveAttribute('data-sale-id', String(stop.saleId));
      await expect(item.getByRole('heading')).toContainText(byId.get(stop.saleId)?.title ?? '');
      await expect(item.getByTestId('stop-times')).toHaveText(
        /^Arrive \d{1,2}:\d\d [AP]M, leave \d{1,2}:\d\d [AP]M$/,
      );
    }
    await expect(page.getByTestId('plan-start')).toHaveText(`${HOME.address}, ${HOME.city}`);
    await expect(page.getByText('Driving times are estimates from straight-line distances.')).toBeVisible();

    // Drive it: Google Maps from home through the stops in the planned order.
    const positions = answer.stops.map((stop) => byId.get(stop.saleId)?.position ?? homePosition);
    const google = page.getByRole('link', { name: 'Open in Google Maps' });
    await expect(google).toHaveAttribute('href', googleMapsLinks(homePosition, positions)[0]?.href ?? '');
    const href = new URL((await google.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('origin')).toBe(`${HOME.lat},${HOME.lng}`);
    expect(href.searchParams.get('waypoints')?.split('|')).toHaveLength(2);
    expect(href.searchParams.get('travelmode')).toBe('driving');
    await expect(page.getByRole('link', { name: 'Open in Apple Maps' })).toHaveCount(0);

    // The plan as a calendar file: one event per stop.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add plan to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = await (await import('node:fs/promises')).readFile((await download.path()) ?? '', 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    // The printed route sheet: stops and QR, no navigation and no buttons.
    await page.emulateMedia({ media: 'print' });
    const qr = page.getByTestId('plan-qr');
    await expect(qr).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print route sheet' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Plan my route' })).toBeHidden();
    await expect(stops.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Route sheet' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('route-sheet-print.png'), fullPage: true });

    // The QR code opens this very plan, for anyone.
    const shared = await readQr(qr);
    const ordered = answer.stops.map((stop) => stop.saleId).join(',');
    expect(shared).toBe(
      `${new URL(page.url()).origin}/plan?stops=${ordered}&date=${date}&from=${HOME.lat},${HOME.lng}&time=07:00&stay=15`,
    );
    await page.emulateMedia({ media: 'screen' });

    const stranger = await browser.newPage();
    await stranger.goto(shared ?? '');
    await expect(stranger.getByText('This is a plan someone shared with you.')).toBeVisible();
    const theirStops = stranger.getByTestId('route-stops').getByRole('listitem');
    await expect(theirStops).toHaveCount(3);
    for (const [index, stop] of answer.stops.entries()) {
      await expect(theirStops.nth(index)).toHaveAttribute('data-sale-id', String(stop.saleId));
    }
    // Keeping it makes it the stranger's own plan, in their browser.
    await stranger.getByRole('button', { name: 'Keep this plan' }).click();
    await expect(stranger).toHaveURL(/\/plan$/);
    await expect(stranger.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();
    await stranger.close();
  });

  test('has no axe violations at 375 and 1280 px, and works by keyboard alone with my location', async ({
    page,
    context,
  }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: HOME.lat, longitude: HOME.lng });
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/plan');
    await expect(page.getByTestId('plan-stops').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: sales[0]?.title ?? '' }).first()).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('plan-375-before.png'), fullPage: true });

    await tabTo(page, 'Use my location');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('plan-start')).toHaveText('Your location');
    await tabTo(page, 'Day');
    await page.keyboard.type(date.slice(5, 7) + date.slice(8, 10) + date.slice(0, 4), { delay: 80 });
    await expect(page.getByLabel('Day')).toHaveValue(date);
    await tabTo(page, 'Start time');
    await page.keyboard.type('0700AM', { delay: 80 });
    await expect(page.getByLabel('Start time')).toHaveValue('07:00');
    await tabTo(page, 'Plan my route');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('route-stops').getByRole('listitem')).toHaveCount(3);
    await tabTo(page, 'Open in Google Maps');
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('plan-375-route.png'), fullPage: true });

    // Removing a stop by keyboard: the kept route no longer matches, the list shows two.
    await tabTo(page, `Remove ${sales[2]?.title} from my plan`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Stops in your plan (2)' })).toBeVisible();
    await expect(page.getByTestId('route-result')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Plan my route' }).click();
    await expect(page.getByTestId('route-stops').getByRole('listitem')).toHaveCount(2);
    await expectNoViolations(page);
    await page.screenshot({ path: test.info().outputPath('plan-1280-route.png'), fullPage: true });
  });

  test('offers Apple Maps on an iPhone, through every stop in the planned order', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: HOME.lat, longitude: HOME.lng },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByLabel('Day').fill(date);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByRole('button', { name: 'Plan my route' }).click();
    await expect(page.getByTestId('route-stops').getByRole('listitem')).toHaveCount(3);
    const answer = await expectedRoute(page.request, sales, date);
    const byId = new Map(sales.map((sale) => [sale.id, sale.position]));
    const daddr = answer.stops
      .map((stop) => byId.get(stop.saleId))
      .map((p) => `${p?.lat},${p?.lng}`)
      .join('+to:');
    await expect(page.getByRole('link', { name: 'Open in Apple Maps' })).toHaveAttribute(
      'href',
      `https://maps.apple.com/?saddr=${HOME.lat},${HOME.lng}&daddr=${daddr}&dirflg=d`,
    );
    await context.close();
  });

  test('says plainly when the location is refused, and when an address is not found', async ({ page }) => {
    const { sales } = await threeSalesOnOneDay(page.request);
    await page.addInitScript(guestPlan([sales[0]?.id ?? 0]));
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('alert')).toHaveText(enPlan['location.denied']);
    await page.getByRole('button', { name: 'Plan my route' }).click();
    await expect(page.getByRole('alert').last()).toHaveText(
      'Use your location or type an address to start from',
    );
    await page.getByLabel('Minutes at each sale').fill('300');
    await page.getByRole('button', { name: 'Plan my route' }).click();
    await expect(page.getByRole('alert').last()).toHaveText('Stay at most 240 minutes at a sale');
    await expect(page.getByLabel('Minutes at each sale')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Minutes at each sale').fill('20');
    await page.getByLabel('Address').fill('1 Nowhere Road');
    await page.getByLabel('City').fill('Atlantis');
    await page.getByRole('button', { name: 'Plan my route' }).click();
    await expect(page.getByRole('alert').last()).toHaveText('No coordinates found for the address');
    await expect(page.getByTestId('route-result')).toHaveCount(0);
  });

  test('an empty plan points to Explore, and a broken shared link says what is wrong', async ({ page }) => {
    await page.goto('/plan');
    await expect(page.getByRole('heading', { name: 'Your plan is empty' })).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByRole('link', { name: /^Explore/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/plan?stops=4,4');
    await expect(page.getByRole('alert')).toContainText(
      'This plan link is not valid: Each sale may be a stop only once.',
    );
  });
});
