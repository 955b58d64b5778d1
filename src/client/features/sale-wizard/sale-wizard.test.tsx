// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Position } from '../../../shared/schemas/common';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { json, renderWithProviders, testConfig } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import type { PhotoTile } from './photos/photo-manager-types';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues, saleToWizardValues, type WizardValues } from './wizard-values';

const photos = vi.hoisted(() => ({
  saveChanges: vi.fn(
    async (_saleId: number, _options?: { quiet?: boolean }): Promise<'ok' | 'failed' | 'none'> => 'none',
  ),
  disabledSeen: [] as boolean[],
  tiles: [] as PhotoTile[],
  uploaded: new Map<string, number>(),
}));
vi.mock('./photos/use-photo-manager', () => ({
  usePhotoManager: ({ disabled = false }: { disabled?: boolean }) => {
    photos.disabledSeen.push(disabled);
    return {
      pendingCount: 0,
      uploading: false,
      hasChanges: false,
      tiles: photos.tiles,
      newPhotos: [],
      featuredKey: null,
      uploaded: photos.uploaded,
      saveChanges: photos.saveChanges,
    };
  },
}));
vi.mock('./photos/photo-uploader', () => ({ PhotoUploader: () => <p>The photo uploader</p> }));
// Leaflet needs a real layout engine; the browser tests cover the real map.
vi.mock('./steps/location-map', () => ({
  default: ({ onPick }: { onPick: (position: Position) => void }) => (
    <button type="button" onClick={() => onPick({ lat: 53.4, lng: -114.1 })}>
      Drop pin
    </button>
  ),
}));

const categories = [
  { id: 1, name: 'Books', description: null, iconName: null },
  { id: 2, name: 'Toys', description: null, iconName: null },
];

interface Call {
  url: URL;
  method: string;
  body: unknown;
}
let calls: Call[] = [];
let geocodeAnswer: () => Response;
let saveAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  photos.saveChanges.mockReset().mockResolvedValue('none');
  photos.disabledSeen = [];
  photos.tiles = [];
  photos.uploaded.clear();
  geocodeAnswer = () => json({ position: { lat: 53.5263, lng: -114.0026 } });
  saveAnswer = () => json(makeSale({ id: 77 }), 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/config') return json(testConfig);
      if (url.pathname === '/api/categories') return json(categories);
      if (url.pathname === '/api/cities') return json(['Spruce Grove', 'Stony Plain']);
      if (url.pathname === '/api/neighborhoods') return json([{ id: 4, name: 'Deer Park' }]);
      if (url.pathname === '/api/geocode') return geocodeAnswer();
      if (url.pathname.startsWith('/api/garage-sales') && method !== 'GET') return saveAnswer();
      return json({ message: 'Not found' }, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

async function renderWizard(saleId: number | null = null, values: WizardValues = emptyWizardValues()) {
  const memory = memoryLocation({ path: '/create-sale', record: true });
  const view = await renderWithProviders(
    <Router hook={memory.hook}>
      <SaleWizard saleId={saleId} initialValues={values} />
    </Router>,
  );
  return { ...view, memory };
}

const toastTitles = () =>
  currentToasts().map((t) => `${t.title}${t.description ? `: ${t.description}` : ''}`);
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dayGroups = () => within(screen.getByRole('group', { name: 'Opening times' })).getAllByRole('group');
const describedByText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const stepShown = (name: string) => screen.findByRole('heading', { level: 2, name });

const prefilled = (overrides: Parameters<typeof makeSale>[0] = {}) =>
  saleToWizardValues(makeSale({ categoryIds: [1], ...overrides }));

/** Next through the prefilled steps up to `last`. */
async function advanceTo(last: 'Schedule' | 'Photos') {
  for (const name of ['Location', 'Dates', 'Schedule', 'Photos']) {
    await click('Next');
    await stepShown(name);
    if (name === last) return;
  }
}

async function fillBasicInfo() {
  type('Title', 'Moving sale');
  fireEvent.click(await screen.findByLabelText('Toys'));
  await click('Next');
  await stepShown('Location');
}

/** Step 2: types the street address and picks the city. */
/** A new sale's wizard, its first step filled: on Location. */
async function openLocationStep() {
  const view = await renderWizard();
  await fillBasicInfo();
  return view;
}

async function enterAddress(street: string, city = 'Stony Plain') {
  type('Street address', street);
  fireEvent.change(await screen.findByLabelText('City'), { target: { value: city } });
}

/** A new sale's Next on the Location step, with no pin and an address the geocoder does not find. */
async function nextOnAnAddressNotFound() {
  geocodeAnswer = () => json({ message: 'No coordinates found for the address' }, 404);
  await openLocationStep();
  await enterAddress('1 Nowhere Road');
  await click('Next');
}

async function fillLocation() {
  await enterAddress('4910 51 Avenue');
  await click('Locate');
  await screen.findByText('Pin at 53.52630, -114.00260');
  await click('Next');
  await stepShown('Dates');
}

describe('SaleWizard', () => {
  it('keeps step 1 with the field messages and the Validation Error toast', async () => {
    await renderWizard();
    await screen.findByLabelText('Books');
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    type('Title', 'ab');
    await click('Next');
    expect(await screen.findByText('Title must be at least 3 characters long')).toBeTruthy();
    expect(screen.getByText('Select at least one category')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(toastTitles()).toEqual(['Validation Error: Please fix the errors before continuing']);
    expect(screen.getByRole('heading', { level: 2, name: 'Basic Info' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("takes a field's message away as its value becomes right, and shows none on blur", async () => {
    await renderWizard();
    await click('Next');
    await screen.findByText('Select at least one category');
    type('Title', 'Mo');
    expect(screen.getByText('Title must be at least 3 characters long')).toBeTruthy();
    type('Title', 'Moving sale');
    await waitFor(() => expect(screen.queryByText('Title must be at least 3 characters long')).toBeNull());
    fireEvent.click(screen.getByLabelText('Books'));
    await waitFor(() => expect(screen.queryByText('Select at least one category')).toBeNull());
    // A field without a message gets none on change or blur (it would move the layout under a click):
    // 'ab' waits for the next press of Next.
    type('Title', 'ab');
    fireEvent.blur(screen.getByLabelText('Title'));
    await act(async () => {});
    expect(screen.queryByText('Title must be at least 3 characters long')).toBeNull();
    await click('Next');
    expect(await screen.findByText('Title must be at least 3 characters long')).toBeTruthy();
  });

  it('tells screen readers the step once, and each step of the list as done, current or to do', async () => {
    await openLocationStep();
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 5: Location');
    expect(screen.getByText('Step 2 of 5').closest('[aria-hidden="true"]')).not.toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Basic Info, done',
      'Location, current step',
      'Dates, not done yet',
      'Schedule, not done yet',
      'Photos, not done yet',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('counts the description against its 1000 characters', async () => {
    await renderWizard();
    type(/Description/, 'Tools\nand toys');
    expect(screen.getByText('14/1000')).toBeTruthy();
  });

  it('moves on to step 2, focuses its heading and goes back with Back', async () => {
    await openLocationStep();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Location' }));
    await click('Back');
    await stepShown('Basic Info');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Moving sale');
  });

  it('asks for both address and city before leaving step 2', async () => {
    await openLocationStep();
    await click('Next');
    expect(toastTitles()).toEqual([
      'Missing Information: Please enter both address and city before continuing',
    ]);
    await enterAddress('abc');
    await click('Next');
    expect(await screen.findByText('Address must be at least 5 characters long')).toBeTruthy();
    expect(toastTitles()).toEqual(['Validation Error: Please fix the errors before continuing']);
    expect(calls.some((call) => call.url.pathname === '/api/geocode')).toBe(false);
  });

  it('locates the address, and a new address clears the pin', async () => {
    await openLocationStep();
    await enterAddress('4910 51 Avenue');
    await click('Locate');
    expect(await screen.findByText('Pin at 53.52630, -114.00260')).toBeTruthy();
    expect(toastTitles()).toEqual(['Address Located: Pin at 53.52630, -114.00260']);
    const asked = calls.find((call) => call.url.pathname === '/api/geocode');
    expect(asked?.url.searchParams.get('address')).toBe('4910 51 Avenue');
    expect(asked?.url.searchParams.get('city')).toBe('Stony Plain');
    type('Street address', '4911 51 Avenue');
    expect(screen.getByText('No pin yet')).toBeTruthy();
  });

  it('geocodes on Next when there is no pin, and stays when that finds nothing', async () => {
    await nextOnAnAddressNotFound();
    await waitFor(() =>
      expect(toastTitles()).toEqual(['Geocoding Failed: No coordinates found for the address']),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeTruthy();

    geocodeAnswer = () => json({ position: { lat: 53.5, lng: -114 } });
    await click('Next');
    await stepShown('Dates');
  });

  it('gives the generic geocoding message when the answer is not the API error', async () => {
    geocodeAnswer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await openLocationStep();
    await enterAddress('4910 51 Avenue');
    await click('Locate');
    await waitFor(() =>
      expect(toastTitles()).toEqual([
        'Geocoding Failed: Failed to locate your address. Please try again or enter a different address.',
      ]),
    );
  });

  it('lets a pin dropped on the map stand in for a geocode', async () => {
    await openLocationStep();
    await enterAddress('Lot 7, Range Road 12');
    await click('Drop pin');
    expect(screen.getByText('Pin at 53.40000, -114.10000')).toBeTruthy();
    await click('Next');
    await stepShown('Dates');
    expect(calls.some((call) => call.url.pathname === '/api/geocode')).toBe(false);
  });

  it('keeps a pin placed by hand when the address or city changes', async () => {
    await openLocationStep();
    await enterAddress('Lot 7, Range Road 12');
    await click('Drop pin');
    type('Street address', 'Lot 8, Range Road 12');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Spruce Grove' } });
    expect(screen.getByText('Pin at 53.40000, -114.10000')).toBeTruthy();
  });

  it("counts an edited sale's stored position as placed by hand", async () => {
    await renderWizard(5, prefilled({ id: 5 }));
    await click('Next');
    await stepShown('Location');
    const pin = screen.getByTestId('pin-position').textContent;
    expect(pin).toMatch(/^Pin at /);
    type('Street address', '4920 51 Avenue');
    expect(screen.getByTestId('pin-position').textContent).toBe(pin);
  });

  it('places the pin at the map centre from the keyboard', async () => {
    await openLocationStep();
    await click('Place pin at map centre');
    expect(screen.getByText('Pin at 53.47500, -114.08600')).toBeTruthy();
  });

  it("shows the 'Locate' message on the Locate button after a failed geocode on Next, and focuses it", async () => {
    await nextOnAnAddressNotFound();
    const message = "Please geocode your address by clicking the 'Locate' button";
    expect(await screen.findByText(message)).toBeTruthy();
    const locate = screen.getByRole('button', { name: 'Locate' });
    expect(describedByText(locate)).toBe(message);
    expect(document.activeElement).toBe(locate);
  });

  it('moves the focus to the first wrong field on a failed Next', async () => {
    await renderWizard();
    await click('Next');
    await screen.findByText('Title must be at least 3 characters long');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    type('Title', 'Moving sale');
    await click('Next');
    await screen.findByText('Select at least one category');
    expect(document.activeElement).toBe(screen.getByLabelText('Books'));
  });

  it('ties the dates message to the day picker and focuses it', async () => {
    await openLocationStep();
    await fillLocation();
    await click('Next');
    await screen.findByText('Please select the dates of your sale');
    const picker = screen.getByRole('group', { name: 'Sale dates' });
    expect(describedByText(picker)).toBe('Please select the dates of your sale');
    expect(document.activeElement).toBe(picker);
  });

  it('needs dates on step 3 and regenerates the schedule from the range', async () => {
    await openLocationStep();
    await fillLocation();
    await click('Next');
    expect(await screen.findByText('Please select the dates of your sale')).toBeTruthy();
    // 2026-06-09 is before today (2026-06-10 in the test configuration).
    expect((screen.getByRole('button', { name: /June 9th, 2026/ }) as HTMLButtonElement).disabled).toBe(true);
    await click(/June 12th, 2026/);
    expect(screen.getByTestId('selected-dates').textContent).toBe('Selected: Friday, June 12, 2026');
    // Clicking the selected day again keeps it, rather than clearing the dates.
    await click(/June 12th, 2026/);
    expect(screen.getByTestId('selected-dates').textContent).toBe('Selected: Friday, June 12, 2026');
    await click(/June 14th, 2026/);
    expect(screen.getByTestId('selected-dates').textContent).toBe(
      'Selected: Friday, June 12, 2026 – Sunday, June 14, 2026',
    );
    await click('Next');
    await stepShown('Schedule');
    const days = dayGroups();
    expect(days.map((day) => day.querySelector('legend')?.textContent)).toEqual([
      'Friday, June 12, 2026',
      'Saturday, June 13, 2026',
      'Sunday, June 14, 2026',
    ]);
    const saturday = within(screen.getByRole('group', { name: 'Saturday, June 13, 2026' }));
    const start = saturday.getByLabelText('Start time') as HTMLSelectElement;
    expect(start.value).toBe('08:00');
    expect([...start.options].map((o) => o.textContent)).toEqual(
      Array.from({ length: 15 }, (_, i) => `${((i + 5) % 12) + 1}:00 ${i + 6 < 12 ? 'AM' : 'PM'}`),
    );
    fireEvent.change(start, { target: { value: '10:00' } });

    // Shorter range: Saturday keeps its 10:00, Sunday goes.
    await click('Back');
    await stepShown('Dates');
    await click(/June 13th, 2026/);
    await click('Next');
    await stepShown('Schedule');
    expect(dayGroups()).toHaveLength(2);
    expect(
      (
        within(screen.getByRole('group', { name: 'Saturday, June 13, 2026' })).getByLabelText(
          'Start time',
        ) as HTMLSelectElement
      ).value,
    ).toBe('10:00');
  });

  it('refuses an end time before the start time', async () => {
    await renderWizard(5, prefilled({ id: 5 }));
    await advanceTo('Schedule');
    const friday = within(screen.getByRole('group', { name: 'Friday, June 12, 2026' }));
    fireEvent.change(friday.getByLabelText('End time'), { target: { value: '07:00' } });
    await click('Next');
    expect(await screen.findByText('End time must be after start time')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule' })).toBeTruthy();
    // The wrong select takes the focus, its message read with it (not the list around the days).
    const end = friday.getByLabelText('End time');
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(describedByText(end)).toBe('End time must be after start time');
  });

  it('keeps a stored time that is not on the hour as an extra option', async () => {
    const values = prefilled({ schedule: [{ date: '2026-06-12', startTime: '08:30', endTime: '16:00' }] });
    await renderWizard(1, values);
    await advanceTo('Schedule');
    const start = within(screen.getByRole('group', { name: 'Friday, June 12, 2026' })).getByLabelText(
      'Start time',
    ) as HTMLSelectElement;
    expect(start.value).toBe('08:30');
    expect([...start.options].map((o) => o.textContent)).toContain('8:30 AM');
  });

  it('creates the sale with the green button only, uploads the photos to it and goes to My Sales', async () => {
    const { memory } = await openLocationStep();
    await fillLocation();
    await click(/June 12th, 2026/);
    await click('Next');
    await stepShown('Schedule');
    await click('Next');
    await stepShown('Photos');
    expect(screen.getByText('The photo uploader')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    // Enter does not submit, nor does a submit event of the form.
    fireEvent.keyDown(
      screen.getByRole('button', { name: 'Create Garage Sale' }).closest('form') as HTMLElement,
      {
        key: 'Enter',
      },
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Create sale' }));
    await act(async () => {});
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await click('Create Garage Sale');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/garage-sales');
    expect(post?.body).toEqual({
      title: 'Moving sale',
      description: '',
      address: '4910 51 Avenue',
      city: 'Stony Plain',
      position: { lat: 53.5263, lng: -114.0026 },
      startDate: '2026-06-12',
      endDate: '2026-06-12',
      startTime: '08:00',
      endTime: '16:00',
      categoryIds: [2],
      scheduleData: JSON.stringify([{ date: '2026-06-12', startTime: '08:00', endTime: '16:00' }]),
      // Issue 26: the items' part of the photos step, none listed.
      items: [],
    });
    expect(photos.saveChanges).toHaveBeenCalledWith(77, { quiet: true });
    expect(toastTitles()).toEqual(['Success: Your garage sale has been created.']);
  });

  it('links an item to a New photo once it is uploaded: one more update with the ids (issue 26)', async () => {
    photos.tiles = [
      {
        key: 'new-1',
        kind: 'new',
        src: null,
        name: 'crib.jpg',
        featured: true,
        removing: false,
        leaving: false,
      },
    ];
    photos.saveChanges.mockImplementation(async () => {
      photos.uploaded.set('new-1', 40);
      return 'ok';
    });
    const stored = { id: 501, name: 'Crib', priceCents: null, priceNote: null, photoId: null, sold: false };
    saveAnswer = () => json(makeSale({ id: 77, items: [stored] }), 201);
    const { memory } = await renderWizard(null, prefilled());
    await advanceTo('Photos');
    await click('Add an item');
    type('Item 1 name', 'Crib');
    const select = screen.getByLabelText('Item 1 photo') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['No photo', 'Photo 1 (New)']);
    fireEvent.change(select, { target: { value: 'new-1' } });
    await click('Create Garage Sale');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/garage-sales',
      'PUT /api/garage-sales/77',
    ]);
    // Created without the photo (it has no id yet), then updated with the item's id and the photo's.
    const [created, updated] = writes.map((call) => call.body as { items: unknown[]; title: string });
    const { id: _id, ...unsaved } = stored;
    expect(created?.items).toEqual([unsaved]);
    expect(updated?.items).toEqual([{ ...stored, photoId: 40 }]);
    expect(updated?.title).toBe(created?.title);
  });

  it('warns when the photos fail after the sale was created, and still goes to My Sales', async () => {
    photos.saveChanges.mockResolvedValue('failed');
    const { memory } = await renderWizard(null, prefilled());
    await advanceTo('Photos');
    await click('Create Garage Sale');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
    expect(currentToasts()[0]?.variant).toBe('warning');
    expect(currentToasts()[0]?.description).toBe(
      'Garage sale created but there was an issue uploading photos. You can add photos later from the edit page.',
    );
    // The upload itself stays quiet, so its toast does not flash before the warning replaces it.
    expect(photos.saveChanges).toHaveBeenCalledWith(expect.any(Number), { quiet: true });
  });

  it('disables the photo changes while the sale is saving', async () => {
    let answer: (response: Response) => void = () => {};
    saveAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    const { memory } = await renderWizard(null, prefilled());
    await advanceTo('Photos');
    expect(photos.disabledSeen.at(-1)).toBe(false);
    await click('Create Garage Sale');
    await waitFor(() => expect(photos.disabledSeen.at(-1)).toBe(true));
    await act(async () => answer(json(makeSale({ id: 77 }), 201)));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
  });

  it('keeps the form when the save fails', async () => {
    saveAnswer = () => json({ message: 'The sale cannot start in the past' }, 400);
    const { memory } = await renderWizard(null, prefilled());
    await advanceTo('Photos');
    await click('Create Garage Sale');
    await waitFor(() =>
      expect(toastTitles()).toEqual([
        'Failed to create garage sale. Please try again.: The sale cannot start in the past',
      ]),
    );
    expect(photos.saveChanges).not.toHaveBeenCalled();
    expect(memory.history.at(-1)).toBe('/create-sale');
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeTruthy();
  });

  it('updates an existing sale with PUT', async () => {
    saveAnswer = () => json(makeSale({ id: 5 }));
    const { memory } = await renderWizard(5, prefilled({ id: 5, neighborhood: null }));
    await advanceTo('Photos');
    await click('Update Garage Sale (Save All Changes)');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/garage-sales/5');
    expect(put?.body).not.toHaveProperty('neighborhood');
    expect(photos.saveChanges).toHaveBeenCalledWith(5, { quiet: true });
    expect(toastTitles()).toEqual(['Success: Your garage sale has been updated.']);
  });
});
