// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin, testUser } from '../../../test-support/accounts';
import * as ui from '../../../test-support/admin-screens';
import { cities, springDay } from '../../../test-support/events';
import { json } from '../../../test-support/render';
import { EventsPage } from './events-page';

ui.resetAfterEach();

const renderPage = () => ui.renderAdminScreen('/admin/events', <EventsPage />);

describe('EventsPage', () => {
  it('lists the events with their dates, area, registration and count of the cap, each a link', async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/events': json([springDay]) });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale days' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Spruce Grove Community Garage Sale' });
    expect(link.getAttribute('href')).toBe('/admin/events/spruce-grove-2027');
    const cells = within(link.closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells[1]).toBe('Dates: May 8, 2027, 8:00 AM–4:00 PM');
    expect(cells[2]).toBe('Area: Spruce Grove');
    // On the site's clock (America/Edmonton), as the form takes them, whatever the reader's zone.
    expect(cells[3]).toBe('Registration: Opens Apr 1, 2027, 9:00 AM, closes May 1, 2027, 12:00 AM');
    expect(cells[4]).toBe('Sales: 143 of 200');
    // The admin tab bar, where the events have their tab.
    const tabs = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(tabs).getByRole('link', { name: 'Sale days' }).getAttribute('aria-current')).toBe('page');
  });

  it("creates an event: the schema's messages first, then the body with the site's offset", async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/events': json([]),
      'GET /api/cities/details': json(cities),
      'POST /api/admin/events': json({ id: 8, slug: 'parkland-fall-sale' }, 201),
    });
    await renderPage();
    expect(await screen.findByText('No events yet.')).toBeTruthy();
    const dialog = await ui.openDialog('New event', 'New event');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(ui.describedTexts('Name')).toContain("Enter the event's name"));
    expect(ui.describedTexts('Registration opens')).toContain(
      "Give the registration's opening and closing as a date and time",
    );
    expect(api.sent('POST', '/api/admin/events')).toHaveLength(0);

    ui.typeInto('Name', 'Parkland Fall Sale');
    // The slug follows the name until it is typed in.
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('parkland-fall-sale');
    ui.typeInto('Date', '2027-09-11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    const dates = within(dialog).getAllByLabelText('Date');
    fireEvent.change(dates[1] as HTMLElement, { target: { value: '2027-09-12' } });
    fireEvent.change(within(dialog).getAllByLabelText('End')[1] as HTMLElement, {
      target: { value: '12:00' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Stony Plain' }));
    ui.typeInto('Registration opens', '2027-08-01T09:00');
    ui.typeInto('Registration closes', '2027-09-01T18:30');
    ui.typeInto('Cap on sales', '150');
    ui.typeInto('Rules', 'No food sales.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await ui.dialogClosed();
    expect(api.sent('POST', '/api/admin/events').map((call) => call.body)).toEqual([
      {
        name: 'Parkland Fall Sale',
        slug: 'parkland-fall-sale',
        dates: [
          { date: '2027-09-11', startTime: '08:00', endTime: '16:00' },
          { date: '2027-09-12', startTime: '08:00', endTime: '12:00' },
        ],
        cityIds: [2],
        // The site's clock (America/Edmonton, summer time).
        registrationOpensAt: '2027-08-01T09:00:00-06:00',
        registrationClosesAt: '2027-09-01T18:30:00-06:00',
        maxSales: 150,
        description: null,
        rules: 'No food sales.',
      },
    ]);
    expect(currentToasts()[0]?.title).toBe('Event Parkland Fall Sale created');
    await waitFor(() => expect(api.sent('GET', '/api/admin/events').length).toBeGreaterThanOrEqual(2));
  });

  it("shows the server's field message under its field and keeps the dialog open", async () => {
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/events': json([]),
      'GET /api/cities/details': json(cities),
      'POST /api/admin/events': json(
        {
          message: 'An event already has this slug',
          issues: [{ path: 'slug', message: 'An event already has this slug' }],
        },
        409,
      ),
    });
    await renderPage();
    const dialog = await ui.openDialog('New event', 'New event');
    ui.typeInto('Name', 'Spruce Grove Community Garage Sale');
    ui.typeInto('Date', '2027-05-08');
    ui.typeInto('Registration opens', '2027-04-01T09:00');
    ui.typeInto('Registration closes', '2027-05-01T00:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await ui.failureToastSays('An event already has this slug');
    expect(ui.describedTexts('Slug')).toContain('An event already has this slug');
    expect(screen.getByRole('dialog', { name: 'New event' })).toBeTruthy();
  });

  it('lets an organizer in to see their events, without New event nor the admin tab bar', async () => {
    const api = fakeApi({ ...signedIn(testUser), 'GET /api/admin/events': json([springDay]) });
    await renderPage();
    expect(await screen.findByRole('link', { name: 'Spruce Grove Community Garage Sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(api.sent('GET', '/api/admin/events')).toHaveLength(1);
  });

  it("says 'Access Denied' when the server refuses a user who organizes nothing", async () => {
    fakeApi({
      ...signedIn(testUser),
      'GET /api/admin/events': json({ message: 'This requires administrator privileges' }, 403),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks French on a French page: the list, the form and the schema messages', async () => {
    ui.inFrench('/admin/events');
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/events': json([{ ...springDay, cities: [], maxSales: null }]),
      'GET /api/cities/details': json(cities),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Journées de ventes' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: springDay.name })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => ui.plain(td.textContent));
    expect(cells[1]).toBe('Dates : 8 mai 2027, 8 h 00 – 16 h 00');
    expect(cells[2]).toBe('Territoire : Tout le comté');
    expect(cells[4]).toBe('Ventes : 143');
    const dialog = await ui.openDialog('Nouvel événement', 'Nouvel événement');
    expect(within(dialog).getByText('Aucune cochée : tout le comté.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer l’événement' }));
    await waitFor(() => expect(ui.describedTexts('Nom')).toContain("Saisissez le nom de l'événement"));
  });
});
