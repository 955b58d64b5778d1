import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { pdfPagesText } from '../../src/server/events/print/pdf-reading.fixtures';
import { addDaysIso } from '../../src/shared/dates';
import { registerThroughApi } from './support/accounts';
import {
  createSaleAs,
  expectNoViolations,
  expectToast,
  signInAsAdmin,
  uniqueName,
} from './support/admin-helpers';
import { fetchToday } from './support/api';
import { screensDir } from './support/screens';
import { categoryNames, stepHeading } from './support/wizard';

/**
 * Issue 25's browser test, one community sale day from start to finish, by keyboard alone (no clicks): the
 * administrator creates the event and makes a user its organizer; two sellers register through the event
 * page; the organizer, from their menu, numbers the sales; a shopper filters the event page, puts three
 * sales in a plan and gets the route (through the OSRM-style router the administrators' instance is given,
 * e2e-server.ts); a seller prints the yard sign and leaves the event with another sale. Every screen is
 * checked by axe at 375 and 1280 px. Runs on the administrators' instance (playwright.config.ts).
 */

const SCREENS = screensDir('w25-flow');
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** axe at both widths, nothing running out sideways, a screenshot of each; then back to `working`. */
async function checkScreen(page: Page, name: string, working: number) {
  mkdirSync(SCREENS, { recursive: true });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
    await page.screenshot({ path: `${SCREENS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS.find((viewport) => viewport.width === working) ?? WIDTHS[0]);
}

/** Presses Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Focus, then Enter: how a keyboard user presses a link or a button. */
async function press(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

/** 'YYYY-MM-DD' as typed into Chromium's date segments (month, day, year). */
const typedDay = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;

/** A new browser (its own cookies and plan) of a new account, or of a guest. */
async function person(browser: Browser, width: number, signedUp: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: WIDTHS.find((viewport) => viewport.width === width),
    // The shopper's route starts where they are (Stony Plain).
    geolocation: { latitude: 53.526, longitude: -114.0 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const account = signedUp ? await registerThroughApi(page, 'event-day') : null;
  return { context, page, account };
}

/** The administrator's part, at 1280 px: the event by keyboard in the New event dialog. */
async function createEvent(page: Page, first: string, today: string) {
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Sale days' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const name = uniqueName('Spruce Grove Sale Day');
  await press(page.getByRole('button', { name: 'New event' }));
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Name', { exact: true }));
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  const slug = await dialog.getByLabel('Slug').inputValue();
  expect(slug).toMatch(/^spruce-grove-sale-day-[a-z0-9]+$/);
  await tabTo(page, dialog.getByLabel('Date'));
  await page.keyboard.type(typedDay(first));
  await tabTo(page, dialog.getByRole('button', { name: 'Add a date' }));
  await page.keyboard.press('Enter');
  const second = dialog.getByLabel('Date').nth(1);
  await tabTo(page, second);
  await page.keyboard.type(typedDay(addDaysIso(first, 1)));
  await expect(second).toHaveValue(addDaysIso(first, 1));
  // Registration: open since yesterday, closing the evening before the event (the right arrow moves on from
  // the year to the hours).
  await tabTo(page, dialog.getByLabel('Registration opens'));
  await page.keyboard.type(typedDay(addDaysIso(today, -1)));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0800A');
  await tabTo(page, dialog.getByLabel('Registration closes'));
  await page.keyboard.type(typedDay(addDaysIso(first, -1)));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0600P');
  await expect(dialog.getByLabel('Registration closes')).toHaveValue(`${addDaysIso(first, -1)}T18:00`);
  await tabTo(page, dialog.getByLabel('Cap on sales'));
  await page.keyboard.type('300');
  await checkScreen(page, 'new-event', 1280);
  await page.keyboard.press('Enter');
  await expectToast(page, `Event ${name} created`);
  const link = page.getByRole('link', { name });
  await expect(page.getByRole('row').filter({ has: link })).toContainText('0 of 300');
  return { name, slug, link };
}

/** A seller's registration from the event page: "Register your sale", then the wizard, by keyboard. */
async function registerThroughEventPage(page: Page, event: { name: string; slug: string; first: string }) {
  await page.goto(`/events/${event.slug}`);
  await press(page.getByRole('link', { name: 'Register your sale' }));
  await expect(page.getByTestId('event-notice').getByRole('heading', { level: 2 })).toHaveText(
    `Part of ${event.name}`,
  );
  const [category] = await categoryNames(page);
  const title = uniqueName('Flow sale');
  const next = async (to: string) => {
    await page.getByRole('button', { name: 'Next', exact: true }).press('Enter');
    await expect(stepHeading(page, to)).toBeFocused();
  };
  await page.getByLabel('Title').pressSequentially(title);
  await page.getByLabel(category?.name ?? '').press('Space');
  await next('Location');
  await page.getByLabel('Street address').pressSequentially('4910 51 Avenue');
  await page.getByLabel('City').selectOption('Stony Plain');
  await page.getByRole('button', { name: 'Place pin at map centre' }).press('Enter');
  await expect(page.getByTestId('pin-position')).toHaveText(/^Pin at /);
  await next('Dates');
  // The event's days only: the day after it is not offered.
  const dayButton = (day: string) =>
    page.getByRole('button', { name: new RegExp(format(parseISO(day), 'PPPP')) });
  await expect(dayButton(event.first)).toBeEnabled();
  await expect(dayButton(addDaysIso(event.first, 2))).toBeDisabled();
  await next('Schedule');
  await next('Photos');
  await page.getByRole('button', { name: 'Create Garage Sale' }).press('Enter');
  await expectToast(page, `Your sale is registered for ${event.name}.`);
  await expect(page).toHaveURL(/\/my-sales$/);
  return title;
}

test('a sale day by keyboard: created, registered through its page, numbered by its organizer, planned by a shopper, its sign printed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDTHS[1]);
  await signInAsAdmin(page);
  const today = await fetchToday(page.request);
  const first = addDaysIso(today, 5);
  const { name, slug, link } = await createEvent(page, first, today);
  const event = { name, slug, first };
  await checkScreen(page, 'admin-events', 1280);

  // The administrator makes another user the event's organizer, from its dashboard.
  const organizer = await person(browser, 375, true);
  await press(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const organizers = page.getByRole('region', { name: 'Organizers' });
  await organizers.getByLabel('Account email').focus();
  await page.keyboard.type(organizer.account?.email ?? '');
  await page.keyboard.press('Enter');
  await expectToast(page, `${organizer.account?.email} is now an organizer`);

  // Two sellers register through the event page (one also joins with a sale they had, through the call
  // other tools use, and another sale of the other seller does not match the shopper's search).
  const sellerA = await person(browser, 375, true);
  const titleA = await registerThroughEventPage(sellerA.page, event);
  await checkScreen(sellerA.page, 'my-sales-registered', 375);
  const sellerB = await person(browser, 375, true);
  const titleB = await registerThroughEventPage(sellerB.page, event);
  const joinWith = async (seller: Page, title: string) => {
    const sale = await createSaleAs(seller.request, { title }, 5);
    const joined = await seller.request.post(`/api/events/${slug}/sales`, { data: { saleId: sale.id } });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
    return sale;
  };
  const saleC = await joinWith(sellerA.page, uniqueName('Flow sale'));
  await joinWith(sellerB.page, uniqueName('Quilts and crafts'));

  // The organizer (not an administrator) reaches the event from their menu and numbers the sales.
  const op = organizer.page;
  await op.goto('/');
  await press(op.getByRole('button', { name: 'Open menu' }));
  await press(op.getByRole('link', { name: 'My sale days' }));
  await expect(op.getByRole('heading', { level: 1, name: 'Sale days' })).toBeVisible();
  await expect(op.getByRole('button', { name: 'New event' })).toHaveCount(0);
  await checkScreen(op, 'organizer-events', 375);
  await press(op.getByRole('link', { name }));
  await expect(op.getByRole('heading', { level: 1, name })).toBeVisible();
  const list = op.getByRole('region', { name: 'Registered sales' });
  await expect(list.getByRole('row').filter({ hasText: titleA })).toContainText('Not yet');
  await checkScreen(op, 'organizer-dashboard', 375);
  await press(op.getByRole('button', { name: 'Number the sales' }));
  const confirm = op.getByRole('alertdialog', { name: 'Number the sales now?' });
  await expect(confirm).toBeVisible();
  await checkScreen(op, 'organizer-number', 375);
  await press(confirm.getByRole('button', { name: 'Number the sales' }));
  await expectToast(op, 'The sales are numbered');
  await expect(list.getByRole('row').filter({ hasText: titleA })).toContainText(/#\d/);

  // A shopper opens the event page, filters it, adds the three sales shown to a plan and gets the route.
  const shopper = await person(browser, 375, false);
  const sp = shopper.page;
  await sp.goto(`/events/${slug}`);
  await expect(sp.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(sp.getByTestId('event-count')).toHaveText('4 garage sales');
  await checkScreen(sp, 'event-page', 375);
  await sp.getByRole('searchbox', { name: 'Search' }).focus();
  await sp.keyboard.type('Flow sale');
  await expect(sp.getByTestId('event-shown')).toHaveText('Showing 3 of 4');
  await press(sp.getByRole('button', { name: 'Add all to my plan (3)' }));
  await expect(sp.getByRole('status').filter({ hasText: '3 sales added to your plan' })).toBeVisible();
  await press(sp.getByRole('link', { name: 'Plan my route (3)' }));
  await expect(sp).toHaveURL(/\/plan$/);
  await expect(sp.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();
  for (const title of [titleA, titleB, saleC.title]) {
    await expect(sp.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await press(sp.getByRole('button', { name: 'Use my location' }));
  await sp.getByLabel('Day').focus();
  await sp.keyboard.type(typedDay(first));
  await expect(sp.getByLabel('Day')).toHaveValue(first);
  await sp.getByLabel('Start time').focus();
  await sp.keyboard.type('0700A');
  await press(sp.getByRole('button', { name: 'Plan my route' }));
  await expect(sp.getByTestId('route-stops').getByRole('listitem')).toHaveCount(3);
  await expect(sp.getByText('Driving times from the road router.')).toBeVisible();
  await checkScreen(sp, 'plan-route', 375);

  // Seller A's yard sign: the PDF the My Sales link points to, with the sale's number.
  const sa = sellerA.page;
  await sa.reload();
  const card = sa.getByTestId('my-sale-card').filter({ hasText: titleA });
  const panel = card.getByRole('region', { name: `Community sale day: ${titleA}` });
  const number = (await panel.getByTestId('my-sale-number').textContent()) ?? '';
  expect(number).toMatch(/^#[1-4]$/);
  const sign = panel.getByRole('link', { name: `Print yard sign ${titleA}` });
  const href = await sign.getAttribute('href');
  const pdf = await sa.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const [signText = ''] = await pdfPagesText(body);
  expect(signText).toContain(number);
  expect(signText).toContain(name);
  await checkScreen(sa, 'my-sales-numbered', 375);

  // Seller A leaves the event with their other sale, confirmed by keyboard.
  const other = sa.getByTestId('my-sale-card').filter({ hasText: saleC.title });
  await press(other.getByRole('button', { name: `Leave the event ${saleC.title}` }));
  const leave = sa.getByRole('alertdialog', { name: 'Leave the event?' });
  await expect(leave).toBeVisible();
  await checkScreen(sa, 'leave-event', 375);
  await press(leave.getByRole('button', { name: 'Leave the event' }));
  await expectToast(sa, `Your sale is no longer part of ${name}.`);
  await expect(other.getByRole('button', { name: `Join ${name} ${saleC.title}` })).toBeFocused();

  // An address no event has: said before any wizard.
  await sa.goto(`/create-sale?event=${slug}-gone`);
  await expect(sa.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await checkScreen(sa, 'event-not-found', 375);
  for (const context of [organizer, sellerA, sellerB, shopper]) await context.context.close();
});
