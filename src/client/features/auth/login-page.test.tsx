// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SIGN_IN_LINK_SENT_MESSAGE } from '../../../shared/schemas/account-links';
import { signInNoticeState } from '../../lib/next-path';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { fakeApi, signedIn, testUser } from '../../test-support/accounts';
import { failureToastSays, json, renderWithProviders } from '../../test-support/render';
import { LoginPage } from './login-page';

// Radix's checkbox measures itself.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
});

async function renderLogin(path = '/login') {
  const memory = memoryLocation({ path, record: true });
  const view = await renderWithProviders(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <LoginPage />
    </Router>,
  );
  return { ...view, memory };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** The message shown under a field, found the way a screen reader finds it. */
function messageOf(name: string): string | undefined {
  const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text && !text.startsWith('At least'));
}

describe('LoginPage, Login tab', () => {
  it('shows the spec §5 messages under the fields', async () => {
    fakeApi({});
    await renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(messageOf('Email')).toBe('Email is required'));
    expect(messageOf('Password')).toBe('Password is required');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(messageOf('Email')).toBe('Invalid email address'));
  });

  it('sends only email and password, then goes to ?next=', async () => {
    const api = fakeApi({ 'POST /api/auth/login': json(testUser) });
    const { memory, client } = await renderLogin('/login?next=%2Fmy-sales');
    type('Email', 'sam@example.org');
    type('Password', 'whatever1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/my-sales'));
    expect(api.sent('POST', '/api/auth/login').map((call) => call.body)).toEqual([
      { email: 'sam@example.org', password: 'whatever1' },
    ]);
    expect(client.getQueryData(['/api/auth/me'])).toEqual(testUser);
    expect(currentToasts()[0]?.title).toBe('Welcome back');
  });

  it("shows the server's message, or the spec's when there is none", async () => {
    fakeApi({ 'POST /api/auth/login': json({ message: 'Invalid email or password' }, 401) });
    await renderLogin();
    type('Email', 'sam@example.org');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await failureToastSays('Invalid email or password');
    cleanup();
    fakeApi({ 'POST /api/auth/login': new Response('<html>Bad gateway</html>', { status: 502 }) });
    await renderLogin();
    type('Email', 'sam@example.org');
    type('Password', 'wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(currentToasts()[0]?.description).toBe('Invalid email or password. Please try again.'),
    );
  });

  it("says 'Authentication required' and why, when a screen that needs an account sent the visitor", async () => {
    fakeApi({});
    window.history.replaceState(signInNoticeState('Please sign in to view your garage sales'), '');
    await renderLogin('/login?next=%2Fmy-sales');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('Authentication requiredPlease sign in to view your garage sales');
    window.history.replaceState(null, '');
  });

  it('shows no notice to someone who came to log in of their own accord', async () => {
    fakeApi({});
    window.history.replaceState(null, '');
    await renderLogin();
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('heading', { name: 'Authentication required' })).toBeNull();
  });

  it('says a sign-in link was mailed when the account is under attack, stays, and toasts no failure', async () => {
    fakeApi({
      'POST /api/auth/login': json({ message: SIGN_IN_LINK_SENT_MESSAGE, signInLinkSent: true }, 202),
    });
    const { memory, client } = await renderLogin();
    type('Email', 'sam@example.org');
    type('Password', 'Garage123');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Check your email to sign in');
    expect(status.textContent).toContain(SIGN_IN_LINK_SENT_MESSAGE);
    expect(currentToasts().filter((t) => t.open)).toEqual([]);
    expect(memory.history).toEqual(['/login']);
    expect(client.getQueryData(['/api/auth/me'])).toBeNull();
  });

  it('sends a signed-in visitor to Explore', async () => {
    fakeApi(signedIn());
    const { memory } = await renderLogin('/login?next=%2Fmy-sales');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/'));
  });
});

describe('LoginPage, Register tab', () => {
  it('starts with the terms agreed and checks every rule of spec §5', async () => {
    fakeApi({});
    await renderLogin('/login?tab=register');
    const terms = await screen.findByRole('checkbox', { name: 'I agree to the terms and conditions' });
    expect(terms.getAttribute('aria-checked')).toBe('true');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    submit();
    await waitFor(() => expect(messageOf('Email')).toBe('Email is required'));
    expect(messageOf('Password')).toBe('Password must be at least 8 characters');
    expect(messageOf('Confirm password')).toBe('Please confirm your password');

    type('Email', 'new@example.org');
    for (const [password, message] of [
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
      ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['Abcdefgh', 'Password must contain at least one number'],
    ]) {
      type('Password', password as string);
      submit();
      await waitFor(() => expect(messageOf('Password')).toBe(message));
    }
    type('Password', 'Garage123');
    type('Confirm password', 'Garage124');
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(messageOf('Confirm password')).toBe('Passwords do not match'));
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the four fields and shows the server message on a duplicate email', async () => {
    const api = fakeApi({
      'POST /api/auth/register': json({ message: 'An account with this email already exists' }, 409),
    });
    await renderLogin('/login?tab=register');
    type('Email', 'taken@example.org');
    type('Password', 'Garage123');
    type('Confirm password', 'Garage123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await failureToastSays('An account with this email already exists');
    expect(api.sent('POST', '/api/auth/register').map((call) => call.body)).toEqual([
      { email: 'taken@example.org', password: 'Garage123', confirmPassword: 'Garage123', agreeTerms: true },
    ]);
  });

  it("says 'Registration successful' and goes to Explore", async () => {
    fakeApi({ 'POST /api/auth/register': json(testUser, 201) });
    const { memory } = await renderLogin('/login?tab=register');
    type('Email', 'new@example.org');
    type('Password', 'Garage123');
    type('Confirm password', 'Garage123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/'));
    expect(currentToasts()[0]?.title).toBe('Registration successful');
  });

  it('switches between the tabs', async () => {
    fakeApi({});
    await renderLogin();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Register' }), { button: 0 });
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as Guest' }).getAttribute('href')).toBe('/');
  });
});

describe('LoginPage in French', () => {
  beforeEach(() => window.history.replaceState(null, '', '/fr/login'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the tabs, the fields and the schemas’ messages in French', async () => {
    fakeApi({});
    await renderLogin();
    expect(await screen.findByRole('heading', { name: 'Bon retour parmi nous' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(messageOf('Courriel')).toBe('Le courriel est obligatoire'));
    expect(messageOf('Mot de passe')).toBe('Le mot de passe est obligatoire');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer sans compte' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Inscription' }), { button: 0 });
    const terms = await screen.findByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' });
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Vous devez accepter les conditions d’utilisation')).toBeTruthy();
    expect(messageOf('Confirmer le mot de passe')).toBe('Veuillez confirmer votre mot de passe');
  });
});
