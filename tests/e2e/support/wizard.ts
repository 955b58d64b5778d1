import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import sharp from 'sharp';
import { addDaysIso } from '../../../src/shared/dates';
import type { Sale } from '../../../src/shared/schemas/sale';
import { exampleSaleWrite, type SaleWrite } from '../../../src/shared/schemas/sale-form';
import { fetchToday } from './api';

/** What the wizard's browser tests share: test photos, a sale made through the API, the steps. */

export const PHOTOS = [
  'photo-1.jpg',
  'photo-2.png',
  'photo-3.jpg',
  'photo-4.png',
  'photo-5.jpg',
  'photo-6.png',
];

/** Six small real images (JPEG and PNG, six colours) and a renamed text file, in a new folder. */
export async function makeTestPhotos(): Promise<(name: string) => string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wizard-photos-'));
  const file = (name: string) => path.join(dir, name);
  const colours = ['#b91c1c', '#15803d', '#1d4ed8', '#a16207', '#7e22ce', '#0f766e'];
  for (const [index, colour] of colours.entries()) {
    const image = sharp({ create: { width: 80, height: 60, channels: 3, background: colour } });
    await (index % 2 === 0 ? image.jpeg() : image.png()).toFile(file(PHOTOS[index] ?? ''));
  }
  await writeFile(file('notes.jpg'), 'These are my notes, not a photo.\n');
  return file;
}

export const toastBox = (page: Page) => page.getByTestId('toast');
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const tiles = (page: Page) => page.getByTestId('photo-tile');
export const featuredTile = (page: Page): Locator =>
  page.locator('[data-testid="photo-tile"][data-featured="true"]');

const STEPS = ['', 'Basic Info', 'Location', 'Dates', 'Schedule', 'Photos'];

/** Presses Next and waits for step `to`. */
export async function next(page: Page, to: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(stepHeading(page, to)).toBeVisible();
  await expect(page.getByText(`Step ${STEPS.indexOf(to)} of 5`)).toBeVisible();
}

/** From step 1 of a filled-in (edit) wizard to `to`. */
export async function advanceTo(page: Page, to: 'Schedule' | 'Photos') {
  for (const name of ['Location', 'Dates', 'Schedule', 'Photos']) {
    await next(page, name);
    if (name === to) return;
  }
}

/** Clicks a day of the range picker, turning to the next month when the day is there. */
export async function pickDay(page: Page, day: string) {
  const button = page.getByRole('button', { name: new RegExp(format(parseISO(day), 'PPPP')) });
  if ((await button.count()) === 0) await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await button.click();
}

export const dayGroup = (page: Page, day: string) =>
  page.getByRole('group', { name: format(parseISO(day), 'EEEE, MMMM d, yyyy') });

export async function categoryNames(
  page: Page,
): Promise<{ id: number; name: string; nameFr?: string | null }[]> {
  return (await (await page.request.get('/api/categories')).json()) as {
    id: number;
    name: string;
    nameFr?: string | null;
  }[];
}

/** A sale of the signed-in user, made through the API, with the photos `files` uploaded to it. */
export async function createSaleThroughApi(
  page: Page,
  overrides: Partial<SaleWrite> = {},
  files: string[] = [],
) {
  const today = await fetchToday(page.request);
  const [category] = await categoryNames(page);
  const write = exampleSaleWrite(addDaysIso(today, 1), {
    title: `Wizard sale ${Date.now()}`,
    address: '4910 51 Avenue',
    city: 'Stony Plain',
    position: { lat: 53.5263, lng: -114.0026 },
    categoryIds: [category?.id ?? 1],
    ...overrides,
  });
  const response = await page.request.post('/api/garage-sales', { data: write });
  expect(response.status(), await response.text()).toBe(201);
  const sale = (await response.json()) as Sale;
  if (files.length > 0) {
    const form = new FormData();
    for (const file of files) {
      const bytes = await sharp(file).toBuffer();
      form.append(
        'photos',
        new Blob([new Uint8Array(bytes)], { type: file.endsWith('png') ? 'image/png' : 'image/jpeg' }),
        path.basename(file),
      );
    }
    const upload = await page.request.post(`/api/garage-sales/${sale.id}/photos`, { multipart: form });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  // The body it was created with, for a test that updates the sale (PUT takes the whole sale).
  return { sale, today, write };
}
