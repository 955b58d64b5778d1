// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { fakeApi } from '../../test-support/accounts';
import { json, renderWithProviders } from '../../test-support/render';
import { UnsubscribePage } from './unsubscribe-page';

const token = 'A'.repeat(43);
const path = `/api/unsubscribe/${token}`;
const info = {
  kind: 'reminders',
  description: 'reminders the evening before your favourite sales',
  email: 's•••@example.org',
  alreadyOff: false,
};

beforeEach(() => {
  window.history.replaceState(null, '', `/unsubscribe/${token}`);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page as the app routes it: under /fr on a French page, the router's base. */
const renderPage = (base = '') =>
  renderWithProviders(
    <Router base={base}>
      <Route path="/unsubscribe/:token">
        <UnsubscribePage />
      </Route>
    </Router>,
  );

describe('UnsubscribePage', () => {
  it('asks first, changing nothing by opening the link, and stops the mail on the button', async () => {
    const api = fakeApi({
      [`GET ${path}`]: json(info),
      [`POST ${path}`]: json({ message: 'You will get no more reminders.' }),
    });
    await renderPage();
    expect(
      await screen.findByText(
        'Stop sending reminders the evening before your favourite sales to s•••@example.org?',
      ),
    ).toBeTruthy();
    expect(api.sent('POST', path)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(screen.getByText('You will get no more reminders.')).toBeTruthy();
    expect(api.sent('POST', path)).toHaveLength(1);
  });

  it('says so when the mail is already off, with no button', async () => {
    fakeApi({ [`GET ${path}`]: json({ ...info, alreadyOff: true }) });
    await renderPage();
    expect(await screen.findByText(/already gets no reminders/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's message for a link that does not work", async () => {
    fakeApi({ [`GET ${path}`]: json({ message: 'This unsubscribe link is not valid' }, 404) });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('This unsubscribe link is not valid')).toBeTruthy();
  });

  it('speaks French on a French page, with the words the server sent in French', async () => {
    window.history.replaceState(null, '', `/fr/unsubscribe/${token}`);
    const api = fakeApi({
      [`GET ${path}`]: json({ ...info, description: 'les rappels la veille de vos ventes favorites' }),
      [`POST ${path}`]: json({ message: 'Vous ne recevrez plus de rappels.' }),
    });
    await renderPage('/fr');
    expect(
      await screen.findByText(
        'Ne plus envoyer les rappels la veille de vos ventes favorites à s•••@example.org?',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se désabonner' }));
    expect(await screen.findByRole('heading', { name: 'Désabonnement fait' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à Explorer' })).toBeTruthy();
    expect(api.sent('POST', path)).toHaveLength(1);
  });
});
