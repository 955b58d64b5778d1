// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { makeEventDetail } from '../../test-support/events';
import { json, renderWithProviders } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { CreateSalePage } from './create-sale-page';

vi.mock('./photos/photo-uploader', () => ({ PhotoUploader: () => <p>The photo uploader</p> }));
// Leaflet needs a real layout engine; the browser test covers the real map.
vi.mock('./steps/location-map', () => ({ default: () => <p>The map</p> }));

// testConfig's today is 2026-06-10: the event's weekend is the 13th and 14th, then a Saturday a week later.
const springEvent = makeEventDetail({
  dates: [
    { date: '2026-06-13', startTime: '09:00', endTime: '15:00' },
    { date: '2026-06-14', startTime: '10:00', endTime: '14:00' },
    { date: '2026-06-20', startTime: '11:00', endTime: '13:00' },
  ],
});

const categories = [{ id: 1, name: 'Books', description: null, iconName: null }];

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

function api(event: Response, save: () => Response = () => json(makeSale({ id: 77 }), 201)) {
  return fakeApi({
    ...signedIn(),
    [`GET /api/events/${springEvent.slug}`]: event,
    'GET /api/categories': json(categories),
    'GET /api/cities': json(['Spruce Grove']),
    'GET /api/neighborhoods': json([]),
    'GET /api/geocode': json({ position: { lat: 53.54, lng: -113.9 } }),
    'POST /api/garage-sales': save,
  });
}

async function renderPage(slug = springEvent.slug) {
  const memory = memoryLocation({ path: `/create-sale?event=${slug}`, record: true });
  const view = await renderWithProviders(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <CreateSalePage />
    </Router>,
  );
  return { ...view, memory };
}

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const stepShown = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Steps 1 and 2 filled in: on Dates. */
async function fillToDates() {
  await screen.findByLabelText('Title');
  type('Title', 'Moving sale');
  fireEvent.click(await screen.findByLabelText('Books'));
  await click('Next');
  await stepShown('Location');
  type('Street address', '4910 51 Avenue');
  fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Spruce Grove' } });
  await click('Locate');
  await screen.findByText(/^Pin at/);
  await click('Next');
  await stepShown('Dates');
}

describe('The wizard opened from an event (issue 25)', () => {
  it('names the event, starts with its weekend and its hours, offers only its days, and sends eventSlug', async () => {
    const calls = api(json(springEvent));
    await renderPage();
    const notice = await screen.findByTestId('event-notice');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe(
      'Part of Spruce Grove Community Garage Sale',
    );
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual([
      'Saturday, June 13, 2026, 9:00 AM–3:00 PM',
      'Sunday, June 14, 2026, 10:00 AM–2:00 PM',
      'Saturday, June 20, 2026, 11:00 AM–1:00 PM',
    ]);

    await fillToDates();
    expect(screen.getByTestId('selected-dates').textContent).toBe(
      'Selected: Saturday, June 13, 2026 – Sunday, June 14, 2026',
    );
    const day = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
    // Not the event's: a weekday between, the day before; its days are open.
    expect(day(/June 12th, 2026/).disabled).toBe(true);
    expect(day(/June 15th, 2026/).disabled).toBe(true);
    expect(day(/June 20th, 2026/).disabled).toBe(false);
    // A range over days that are not the event's starts again from the day picked, with its hours.
    await click(/June 20th, 2026/);
    expect(screen.getByTestId('selected-dates').textContent).toBe('Selected: Saturday, June 20, 2026');
    await click('Next');
    await stepShown('Schedule');
    const later = within(screen.getByRole('group', { name: 'Saturday, June 20, 2026' }));
    expect((later.getByLabelText('Start time') as HTMLSelectElement).value).toBe('11:00');
    expect((later.getByLabelText('End time') as HTMLSelectElement).value).toBe('13:00');
    await click('Back');
    await stepShown('Dates');
    await click(/June 13th, 2026/);
    await click(/June 13th, 2026/);
    await click(/June 14th, 2026/);
    expect(screen.getByTestId('selected-dates').textContent).toBe(
      'Selected: Saturday, June 13, 2026 – Sunday, June 14, 2026',
    );
    await click('Next');
    await stepShown('Schedule');
    const saturday = within(screen.getByRole('group', { name: 'Saturday, June 13, 2026' }));
    expect((saturday.getByLabelText('Start time') as HTMLSelectElement).value).toBe('09:00');
    expect((saturday.getByLabelText('End time') as HTMLSelectElement).value).toBe('15:00');
    const sunday = within(screen.getByRole('group', { name: 'Sunday, June 14, 2026' }));
    expect((sunday.getByLabelText('Start time') as HTMLSelectElement).value).toBe('10:00');
    await click('Next');
    await stepShown('Photos');
    await click('Create Garage Sale');

    const [sent] = calls.sent('POST', '/api/garage-sales');
    expect(sent?.body).toMatchObject({
      eventSlug: 'spruce-grove-spring',
      startDate: '2026-06-13',
      endDate: '2026-06-14',
      startTime: '09:00',
      endTime: '15:00',
    });
    const body = sent?.body as { scheduleData: string };
    expect(JSON.parse(body.scheduleData)).toEqual(springEvent.dates.slice(0, 2));
    expect(currentToasts().map((toast) => toast.description)).toEqual([
      'Your sale is registered for Spruce Grove Community Garage Sale.',
    ]);
  });

  it("says the server's refusal and stays on the form (the event filled up meanwhile)", async () => {
    const calls = api(json(springEvent), () =>
      json({ message: 'Spruce Grove Community Garage Sale is full.' }, 409),
    );
    const { memory } = await renderPage();
    await fillToDates();
    await click('Next');
    await stepShown('Schedule');
    await click('Next');
    await stepShown('Photos');
    await click('Create Garage Sale');
    expect(calls.sent('POST', '/api/garage-sales')).toHaveLength(1);
    expect(currentToasts().map((toast) => [toast.title, toast.description])).toEqual([
      ['Failed to create garage sale. Please try again.', 'Spruce Grove Community Garage Sale is full.'],
    ]);
    expect(memory.history.at(-1)).toBe(`/create-sale?event=${springEvent.slug}`);
  });

  it.each([
    [
      'closed',
      { registrationClosesAt: '2026-06-01T06:00:00.000Z' },
      'Registration is closed',
      'Registration for Spruce Grove Community Garage Sale closed on Jun 1, 2026.',
    ],
    [
      'not open yet',
      { registrationOpensAt: '2098-03-01T18:00:00.000Z' },
      'Registration is not open yet',
      'Registration for Spruce Grove Community Garage Sale opens on Mar 1, 2098.',
    ],
    [
      'full',
      { maxSales: 2, salesCount: 2 },
      'The event is full',
      'Spruce Grove Community Garage Sale has reached its limit of 2 sales.',
    ],
  ])('says before the wizard when registration is %s', async (_state, change, title, text) => {
    api(json({ ...springEvent, ...change }));
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'See the event' }).getAttribute('href')).toBe(
      '/events/spruce-grove-spring',
    );
    expect(within(alert).getByRole('link', { name: 'Post a sale on its own' }).getAttribute('href')).toBe(
      '/create-sale',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says an unknown event (or an address no event can have) is not found', async () => {
    const calls = api(json({ message: 'Event not found' }, 404));
    await renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Event not found');
    expect(screen.queryByRole('link', { name: 'See the event' })).toBeNull();
    cleanup();
    await renderPage('Not A Slug');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Event not found');
    expect(calls.calls.filter((call) => call.path.startsWith('/api/events/Not'))).toHaveLength(0);
  });
});

describe('The wizard opened from an event, in French', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("names the event and its days and hours, and a closed registration's date, in French", async () => {
    // A French page: the app's language is its address's (client/lib/page-locale.ts).
    window.history.replaceState(null, '', `/fr/create-sale?event=${springEvent.slug}`);
    api(json(springEvent));
    await renderPage();
    const notice = await screen.findByTestId('event-notice');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe(
      'Fait partie de Spruce Grove Community Garage Sale',
    );
    expect(within(notice).getAllByRole('listitem')[0]?.textContent).toBe(
      'samedi 13 juin 2026, 9 h 00 à 15 h 00',
    );
    expect(within(notice).getByText(/Vous pouvez garder moins de jours/)).toBeTruthy();
    cleanup();
    api(json({ ...springEvent, registrationClosesAt: '2026-06-01T18:00:00.000Z' }));
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Les inscriptions sont closes');
    expect(
      within(alert).getByText(
        'Les inscriptions à Spruce Grove Community Garage Sale ont pris fin le 1 juin 2026.',
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Publier une vente seule' })).toBeTruthy();
  });
});
