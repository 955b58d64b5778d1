import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { addDaysIso } from '../../src/shared/dates';
import { registerThroughApi } from './support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/admin-account';
import { expectNoViolations, expectToast, uniqueName } from './support/admin-helpers';
import { fetchToday } from './support/api';
import { categoryNames, dayGroup, stepHeading } from './support/wizard';

/**
 * Issue 25, "Sellers register": a seller opens the wizard from an event, which starts with the event's days
 * and hours, and registers a sale by keyboard alone; My Sales shows the sale with the event and, once the
 * organizer has numbered the sales, its number and yard sign; the seller leaves the event. Runs on the
 * administrators' instance (playwright.config.ts), whose administrator creates the event with the call
 * other tools use.
 */

const SCREENS = '/work/screens/w25-seller';

async function adminRequest(page: Page): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  const request = await page.context().browser()?.newContext({ baseURL });
  if (!request) throw new Error('no browser');
  const login = await request.request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return request.request;
}

/** A weekend-long event starting in five days, registration open until the eve of its first day. */
async function createEvent(admin: APIRequestContext) {
  const today = await fetchToday(admin);
  const first = addDaysIso(today, 5);
  const second = addDaysIso(today, 6);
  const name = uniqueName('Spruce Grove Community Garage Sale');
  const slug = `spring-${Date.now().toString(36)}`;
  const response = await admin.post('/api/admin/events', {
    data: {
      name,
      slug,
      dates: [
        { date: first, startTime: '09:00', endTime: '15:00' },
        { date: second, startTime: '10:00', endTime: '14:00' },
      ],
      cityIds: [],
      registrationOpensAt: new Date(Date.now() - 3_600_000).toISOString(),
      registrationClosesAt: `${addDaysIso(first, -1)}T23:00:00.000Z`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, slug, first, second };
}

/** Screenshots at 375 and 1280 px, nothing running out of the page sideways at either. */
async function shoot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** Next, pressed with Enter, and the step it leads to. */
async function next(page: Page, to: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
  await expect(stepHeading(page, to)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

test('a seller registers a sale from the event by keyboard, finds it in My Sales with the event, and leaves', async ({
  page,
}) => {
  const admin = await adminRequest(page);
  const event = await createEvent(admin);
  await registerThroughApi(page);
  const [category] = await categoryNames(page);

  await page.goto(`/create-sale?event=${event.slug}`);
  const notice = page.getByTestId('event-notice');
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText(`Part of ${event.name}`);
  await expect(notice.getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);
  await shoot(page, 'wizard-from-event');

  // Step 1, by keyboard.
  const title = `Event sale ${Date.now()}`;
  await page.getByLabel('Title').pressSequentially(title);
  await page.getByLabel(category?.name ?? '').press('Space');
  await next(page, 'Location');
  await page.getByLabel('Street address').pressSequentially('4910 51 Avenue');
  await page.getByLabel('City').selectOption('Stony Plain');
  await page.getByRole('button', { name: 'Place pin at map centre' }).press('Enter');
  await expect(page.getByTestId('pin-position')).toHaveText(/^Pin at /);
  await next(page, 'Dates');

  // The event's weekend is picked; the day after it is not the event's.
  const long = (day: string) => format(parseISO(day), 'EEEE, MMMM d, yyyy');
  await expect(page.getByTestId('selected-dates')).toHaveText(
    `Selected: ${long(event.first)} – ${long(event.second)}`,
  );
  // The calendar shows the event's months only: the day before it, or the day after it, is on screen.
  const before = addDaysIso(event.first, -1);
  const outside = before.slice(0, 7) === event.first.slice(0, 7) ? before : addDaysIso(event.second, 1);
  const dayButton = (day: string) =>
    page.getByRole('button', { name: new RegExp(format(parseISO(day), 'PPPP')) });
  await expect(dayButton(outside)).toBeDisabled();
  await expect(dayButton(event.first)).toBeEnabled();
  await expectNoViolations(page);
  await shoot(page, 'wizard-event-dates');
  await next(page, 'Schedule');
  await expect(dayGroup(page, event.first).getByLabel('Start time')).toHaveValue('09:00');
  await expect(dayGroup(page, event.second).getByLabel('End time')).toHaveValue('14:00');
  await next(page, 'Photos');
  await page.getByRole('button', { name: 'Create Garage Sale' }).press('Enter');
  await expectToast(page, `Your sale is registered for ${event.name}.`);

  // My Sales: the sale with its event, not numbered yet.
  await expect(page).toHaveURL(/\/my-sales$/);
  const card = page.getByTestId('my-sale-card').filter({ hasText: title });
  const panel = card.getByRole('region', { name: 'Community sale day' });
  await expect(panel.getByRole('link', { name: event.name })).toHaveAttribute(
    'href',
    `/events/${event.slug}`,
  );
  await expect(panel.getByText('Number given when registration closes')).toBeVisible();
  await expect(panel.getByRole('switch', { name: /^Follow the event's dates/ })).toBeChecked();

  // The organizer numbers the sales: the number and the yard sign.
  const numbered = await admin.post(`/api/admin/events/${event.slug}/numbers`);
  expect(numbered.status(), await numbered.text()).toBeLessThan(300);
  await page.reload();
  await expect(panel.getByTestId('my-sale-number')).toHaveText('#1');
  const saleId = await card.getAttribute('data-sale-id');
  await expect(panel.getByRole('link', { name: `Print yard sign ${title}` })).toHaveAttribute(
    'href',
    `/api/events/${event.slug}/sales/${saleId}/sign.pdf`,
  );
  await expectNoViolations(page);
  await shoot(page, 'my-sales-event');

  // Leaving, confirmed by keyboard.
  await panel.getByRole('button', { name: `Leave the event ${title}` }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Leave the event?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Leave the event' }).press('Enter');
  await expectToast(page, `Your sale is no longer part of ${event.name}.`);
  await expect(panel).toHaveCount(0);
  // Its days are still the event's and registration is open: it may join again.
  await expect(card.getByRole('button', { name: `Join ${event.name} ${title}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Join ${event.name} ${title}` })).toBeFocused();
  await shoot(page, 'my-sales-join');

  // An address no event has: said before any wizard, with the way on.
  await page.goto(`/create-sale?event=${event.slug}-gone`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expectNoViolations(page);
  await shoot(page, 'event-not-found');
  await admin.dispose();
});
