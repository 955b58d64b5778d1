// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin, testUser } from '../../../test-support/accounts';
import * as ui from '../../../test-support/admin-screens';
import { cities, springDashboard } from '../../../test-support/events';
import { json } from '../../../test-support/render';
import { EventPage } from './event-page';

const PATH = '/admin/events/spruce-grove-2027';
const API = '/api/admin/events/spruce-grove-2027';

ui.resetAfterEach();

const renderPage = async (path = PATH) => {
  const view = await ui.renderAdminScreen(path, <EventPageAtItsRoute />);
  await screen.findByRole('heading', { level: 1, name: /Spruce Grove|Journée|Access|Event not found/ });
  return view;
};

/** The page under its route pattern, as the app's router gives it its slug. */
function EventPageAtItsRoute() {
  return (
    <Route path="/admin/events/:slug">
      <EventPage />
    </Route>
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('EventPage', () => {
  it('shows the dashboard: counts by day, place and category as labelled bars, the numbered list, the CSV link', async () => {
    fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      'GET /api/cities/details': json(cities),
    });
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' }),
    ).toBeTruthy();
    const registrations = region('Registrations');
    const byPlace = within(registrations).getByText('By city and neighbourhood').parentElement as HTMLElement;
    expect(
      within(byPlace)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Spruce Grove, Westwind1', 'Spruce Grove1']);
    const byCategory = within(registrations).getByText('By category').parentElement as HTMLElement;
    expect(
      within(byCategory)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Toys2', 'Books1']);

    const list = within(region('Registered sales')).getAllByRole('row').slice(1);
    expect(list.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['#1', 'Not yet']);
    expect(list[1]?.textContent).toContain('Keeps its own dates');
    expect(screen.getByRole('link', { name: 'Download participants (CSV)' }).getAttribute('href')).toBe(
      `${API}/participants.csv`,
    );
    // An administrator manages the organizers.
    expect(within(region('Organizers')).getByText('org@example.org')).toBeTruthy();
    // Who did what.
    const activity = within(region('Activity')).getAllByRole('listitem');
    expect(activity.map((item) => item.firstChild?.textContent)).toEqual([
      'Message sent to all sellers · Parking',
      'Created',
    ]);
    expect(activity[0]?.textContent).toContain('org@example.org, ');
  });

  it('numbers the sales after a confirmation', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      [`POST ${API}/numbers`]: json({ message: '2 sales have their numbers', numbered: 2, newlyNumbered: 1 }),
    });
    await renderPage();
    fireEvent.click(within(region('Numbers')).getByRole('button', { name: 'Number the sales' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Number the sales now?' });
    expect(api.sent('POST', `${API}/numbers`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Number the sales' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('POST', `${API}/numbers`)).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({
      title: 'The sales are numbered',
      description: '2 sales have their numbers',
    });
    // The dashboard is read again, with the numbers.
    await waitFor(() => expect(api.sent('GET', `${API}/dashboard`).length).toBeGreaterThanOrEqual(2));
  });

  it('messages all sellers: the schema checks the fields, a confirmation says how many, then one call', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      [`POST ${API}/messages`]: json({ message: 'The message is on its way to 2 sellers', recipients: 2 }),
    });
    await renderPage();
    const card = region('Message all sellers');
    fireEvent.click(within(card).getByRole('button', { name: 'Send to all sellers' }));
    await waitFor(() => expect(ui.describedTexts('Subject')).toContain('Enter a subject'));
    ui.typeInto('Subject', 'Parking on Saturday');
    ui.typeInto('Message', 'Please keep the street clear.');
    fireEvent.click(within(card).getByRole('button', { name: 'Send to all sellers' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    expect(confirm.textContent).toContain(
      '“Parking on Saturday” goes to the sellers of 143 registered sales',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sent('POST', `${API}/messages`)).toHaveLength(1));
    expect(api.sent('POST', `${API}/messages`)[0]?.body).toEqual({
      subject: 'Parking on Saturday',
      text: 'Please keep the street clear.',
    });
    await waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
    expect(currentToasts()[0]?.description).toBe('The message is on its way to 2 sellers');
  });

  it('moves the event to a rain date after a confirmation naming the new day', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      [`POST ${API}/move`]: json({ message: 'The event and 1 sales moved to the new dates', moved: 1 }),
    });
    await renderPage();
    const card = region('Rain date');
    // Each day moves to a new one: none added or removed.
    expect(within(card).queryByRole('button', { name: 'Add a date' })).toBeNull();
    fireEvent.change(within(card).getByLabelText('Date'), { target: { value: '2027-05-15' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Move the event' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move the event?' });
    expect(confirm.textContent).toContain('The event moves to May 15, 2027, 8:00 AM–4:00 PM.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.sent('POST', `${API}/move`)).toHaveLength(1));
    expect(api.sent('POST', `${API}/move`)[0]?.body).toEqual({
      dates: [{ date: '2027-05-15', startTime: '08:00', endTime: '16:00' }],
    });
  });

  it('makes an account an organizer by email, and removes one', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      [`POST ${API}/organizers`]: json({ userId: 10, email: 'new@example.org' }, 201),
      [`DELETE ${API}/organizers/9`]: new Response(null, { status: 204 }),
    });
    await renderPage();
    const card = region('Organizers');
    fireEvent.click(within(card).getByRole('button', { name: 'Make organizer' }));
    await waitFor(() =>
      expect(ui.describedTexts('Account email')).toContain("Enter the organizer's email address"),
    );
    ui.typeInto('Account email', ' new@example.org ');
    fireEvent.click(within(card).getByRole('button', { name: 'Make organizer' }));
    await waitFor(() => expect(api.sent('POST', `${API}/organizers`)).toHaveLength(1));
    expect(api.sent('POST', `${API}/organizers`)[0]?.body).toEqual({ email: 'new@example.org' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove organizer org@example.org' }));
    await waitFor(() => expect(api.sent('DELETE', `${API}/organizers/9`)).toHaveLength(1));
  });

  it("edits the event with PATCH: its stored fields filled in, only the changed ones sent, on the site's clock", async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      'GET /api/cities/details': json(cities),
      [`PATCH ${API}`]: json({ ...springDashboard.event, name: 'Spring Sale' }),
    });
    await renderPage();
    const card = region('Edit the event');
    const opens = within(card).getByLabelText('Registration opens') as HTMLInputElement;
    expect(opens.value).toBe('2027-04-01T09:00');
    expect((within(card).getByLabelText('Cap on sales') as HTMLInputElement).value).toBe('200');
    const spruce = (await within(card).findByRole('checkbox', { name: 'Spruce Grove' })) as HTMLInputElement;
    expect(spruce.checked).toBe(true);
    fireEvent.change(within(card).getByLabelText('Name'), { target: { value: 'Spring Sale' } });
    fireEvent.change(opens, { target: { value: '2027-04-02T10:30' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PATCH', API)).toHaveLength(1));
    // Not the days: with sales registered, new days are the rain date's.
    expect(api.sent('PATCH', API)[0]?.body).toEqual({
      name: 'Spring Sale',
      registrationOpensAt: '2027-04-02T10:30:00-06:00',
    });
    expect(currentToasts()[0]?.title).toBe('Event saved');
  });

  it('deletes the event after a confirmation, then goes back to the list', async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`GET ${API}/dashboard`]: json(springDashboard),
      [`DELETE ${API}`]: new Response(null, { status: 204 }),
    });
    await renderPage();
    fireEvent.click(within(region('Delete the event')).getByRole('button', { name: 'Delete event' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(confirm.textContent).toContain('Spruce Grove Community Garage Sale and its 143 registrations');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', API)).toHaveLength(1));
    expect(currentToasts()[0]?.title).toBe('Event Spruce Grove Community Garage Sale deleted');
    // Off the event's route: the screen is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Numbers' })).toBeNull());
  });

  it("lets an event's organizer in, without the organizers' card nor the admin tab bar", async () => {
    fakeApi({ ...signedIn(testUser), [`GET ${API}/dashboard`]: json(springDashboard) });
    await renderPage();
    expect(screen.getByRole('region', { name: 'Numbers' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Organizers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete the event' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
  });

  it("says 'Access Denied' when the server refuses the viewer", async () => {
    fakeApi({ ...signedIn(testUser), [`GET ${API}/dashboard`]: json({ message: 'Forbidden' }, 403) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('speaks French on a French page', async () => {
    ui.inFrench(PATH);
    fakeApi({ ...signedIn(testAdmin), [`GET ${API}/dashboard`]: json(springDashboard) });
    await ui.renderAdminScreen(PATH, <EventPageAtItsRoute />);
    expect(await screen.findByRole('link', { name: 'Télécharger les participants (CSV)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ventes inscrites' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Numéroter les ventes' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Numéroter les ventes maintenant ?' }),
    ).toBeTruthy();
  });
});
