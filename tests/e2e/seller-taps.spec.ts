import { expect, type Page, test } from '@playwright/test';
import { addDaysIso } from '../../src/shared/dates';
import { registerThroughApi } from './support/accounts';
import { fetchPhotos, fetchToday } from './support/api';
import { screensDir } from './support/screens';
import { smallTapTargets } from './support/tap-targets';
import {
  advanceTo,
  categoryNames,
  createSaleThroughApi,
  makeTestPhotos,
  next,
  pickDay,
  stepHeading,
  tiles,
  toastBox,
} from './support/wizard';

/** Issue 22, the seller's path on a phone: every tap lands, nothing is lost or deleted unasked. */

const SCREENS = screensDir('w22-seller');
let photoFile: (name: string) => string;

test.beforeAll(async () => {
  photoFile = await makeTestPhotos();
});
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Every toast title shown on the page, in order, however briefly (one toast at a time replaces another). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const title = toast.querySelector('div > div')?.textContent ?? '';
        if (!toast.hasAttribute('data-seen')) {
          toast.setAttribute('data-seen', '');
          seen.push(title);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);
}

/** Step 1 to 5 of a new sale: a title, a category, a hand-placed pin, tomorrow, the default times. */
async function fillToPhotos(page: Page, title: string) {
  const [category] = await categoryNames(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(category?.name ?? '').click();
  await next(page, 'Location');
  await page.getByLabel('Street address').fill('4910 51 Avenue');
  await page.getByLabel('City').selectOption('Stony Plain');
  await page.getByRole('button', { name: 'Place pin at map centre' }).click();
  await next(page, 'Dates');
  await pickDay(page, addDaysIso(await fetchToday(page.request), 1));
  await next(page, 'Schedule');
  await next(page, 'Photos');
}

test('a click right after a validation error lands: a category is ticked, then Next goes on', async ({
  page,
}) => {
  await registerThroughApi(page);
  const [first, second] = await categoryNames(page);
  await page.goto('/create-sale');
  const box = page.getByLabel(first?.name ?? '');

  // Next with everything empty, a title typed, then a click (mousedown, mouseup) on a category.
  await nextButton(page).click();
  await expect(page.getByText('Title must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Select at least one category')).toBeVisible();
  // The title, focused as the first wrong field, is not under the bar nor under the toast at the top.
  const title = page.getByLabel('Title');
  await expect(title).toBeFocused();
  await expect(toastBox(page)).toBeVisible();
  await toastBox(page).hover();
  expect(
    await title.evaluate((input) => {
      const r = input.getBoundingClientRect();
      return document.elementFromPoint(r.left + 8, r.top + 4) === input;
    }),
  ).toBe(true);
  await page.screenshot({ path: `${SCREENS}/wizard-375-step1-error.png` });
  await page.getByLabel('Title').fill('Porch sale');
  await box.click();
  await expect(box).toBeChecked();
  // The message of a field follows its value at once, not on the next blur.
  await expect(page.getByText('Select at least one category')).toHaveCount(0);

  // Untick, Next (the message again), tick, and straight on to Next with the mouse.
  await box.click();
  await nextButton(page).click();
  await expect(page.getByText('Select at least one category')).toBeVisible();
  await page.getByLabel(second?.name ?? '').click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Location')).toBeVisible();
});

test('leaving with unsaved work asks first (a link, Back, closing the tab); the new sale has no Upload button and its toasts leave the photos free', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerThroughApi(page);
  // Reached by a link, so that the browser's Back stays in the app (a step back within the page).
  await page.goto('/my-sales');
  await page.getByRole('link', { name: 'Create New Sale' }).click();
  await expect(page).toHaveURL(/\/create-sale$/);
  await fillToPhotos(page, 'Leave test sale');
  await page.getByLabel('Add photos').setInputFiles([photoFile('photo-1.jpg'), photoFile('photo-2.png')]);
  await expect(tiles(page)).toHaveCount(2);

  // Item 5: the 'Photos added' toast covers no thumbnail nor its buttons (kept open by the pointer on it).
  const toast = toastBox(page).filter({ hasText: 'Photos added' });
  await expect(toast).toBeVisible();
  await toast.hover();
  const buttons = tiles(page).getByRole('button');
  await buttons.last().evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const covered = await buttons.evaluateAll((all) =>
    all
      .filter((button) => {
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !button.contains(hit);
      })
      .map((button) => button.getAttribute('aria-label')),
  );
  expect(covered).toEqual([]);
  await expect(toast).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/wizard-375-step5-photos-toast.png` });
  await tiles(page).nth(1).getByRole('button', { name: 'Make photo 2 featured' }).click();
  await expect(tiles(page).nth(1)).toHaveAttribute('data-featured', 'true');

  // Item 4: no Upload button that can only say 'Cannot upload yet'; the page says when photos go up.
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByTestId('photo-changes-note')).toHaveText(
    '2 new photos are not uploaded yet. Photos will be uploaded when you save the garage sale.',
  );

  // Item 2: a link of the app asks, Stay keeps everything and gives the focus back to the link.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const explore = page.locator('#mobile-menu').getByRole('link', { name: 'Explore Map' });
  await explore.click();
  const warning = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(warning).toContainText('This garage sale is not created yet.');
  await page.screenshot({ path: `${SCREENS}/leave-warning-375.png` });
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(warning).toBeHidden();
  await expect(explore).toBeFocused();
  await expect(page).toHaveURL(/\/create-sale$/);
  await expect(tiles(page)).toHaveCount(2);

  // The browser's Back asks the same, and Stay keeps the wizard where it was.
  await page.goBack();
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/create-sale$/);
  await expect(stepHeading(page, 'Photos')).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);

  // Leave goes (the menu is still open: the page never changed).
  await expect(explore).toBeVisible();
  await explore.click();
  await warning.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);

  // What was typed is kept as a draft (issue 26): starting over gives an untouched wizard, which lets go
  // without a word; a touched one gets the browser's prompt on close.
  await page.goto('/create-sale');
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Explore Map' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/create-sale');
  await page.getByLabel('Title').click();
  await page.keyboard.type('Half typed');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('removing a photo while editing waits for Update: marked, undoable, then deleted on save', async ({
  page,
}) => {
  await registerThroughApi(page);
  const { sale } = await createSaleThroughApi(page, {}, [photoFile('photo-1.jpg'), photoFile('photo-2.png')]);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  const toastsShown = await recordToasts(page);
  await page.goto(`/edit-sale/${sale.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(sale.title);
  await advanceTo(page, 'Photos');
  await expect(tiles(page)).toHaveCount(2);

  await tiles(page).first().getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(tiles(page).first()).toHaveAttribute('data-removing', 'true');
  await expect(tiles(page).first().getByText('Will be removed')).toBeVisible();
  await expect(toastBox(page).getByText('Photo removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep photo 1' })).toBeFocused();
  expect(await fetchPhotos(page.request, sale.id)).toHaveLength(2);
  await page.getByRole('button', { name: 'Keep photo 1' }).click();
  await expect(tiles(page).first()).toHaveAttribute('data-removing', 'false');
  await tiles(page).first().getByRole('button', { name: 'Remove photo 1' }).click();
  expect(deletes).toEqual([]);

  await page.getByRole('button', { name: 'Update Garage Sale (Save All Changes)' }).click();
  await expect(page).toHaveURL(/\/my-sales$/);
  // Item 13: the page the save lands on has the focus on its heading, not on the page's start.
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage Sales' })).toBeFocused();
  expect(deletes).toHaveLength(1);
  const left = await fetchPhotos(page.request, sale.id);
  expect(left).toHaveLength(1);
  expect(left[0]?.isFeatured).toBe(true);
  expect(await toastsShown()).toEqual(expect.arrayContaining(['Photo removed', 'Photo deleted', 'Success']));
});

test('every tap target is at least 44 px on a 375 px phone: Explore, each wizard step, My Sales', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const measured: string[] = [];
  const expectRoomyTargets = async (where: string) => {
    measured.push(where);
    expect(await smallTapTargets(page), where).toEqual([]);
  };

  await page.goto('/');
  await expect(page.getByTestId('sale-card').first()).toBeVisible();
  await expect(page.locator('.leaflet-control-zoom-in')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Browse by city' }).getByRole('link').first(),
  ).toBeVisible();
  await expectRoomyTargets('Explore');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
  await expectRoomyTargets('Explore with the filters shown');

  await registerThroughApi(page);
  const { sale } = await createSaleThroughApi(page, {}, [photoFile('photo-1.jpg')]);
  await page.goto(`/edit-sale/${sale.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(sale.title);
  await expect(page.getByTestId('wizard-categories')).toBeVisible();
  await expectRoomyTargets('wizard step 1');
  for (const step of ['Location', 'Dates', 'Schedule', 'Photos']) {
    await next(page, step);
    if (step === 'Location')
      await expect(
        page.getByTestId('location-map').getByRole('button', { name: /Sale location/ }),
      ).toBeVisible();
    if (step === 'Photos') await expect(tiles(page)).toHaveCount(1);
    await expectRoomyTargets(`wizard step ${step}`);
  }

  await page.goto('/my-sales');
  await expect(page.getByTestId('my-sale-card')).toHaveCount(1);
  await expectRoomyTargets('My Sales');
  expect(measured).toHaveLength(8);
});
