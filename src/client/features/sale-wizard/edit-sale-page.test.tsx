// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '../../lib/session';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { CreateSalePage } from './create-sale-page';
import { EditSalePage } from './edit-sale-page';

const session = vi.hoisted(() => ({
  current: { user: null, isLoading: false } as Session,
}));
vi.mock('../../lib/session', () => ({ useSession: () => session.current }));
vi.mock('./photos/use-photo-manager', () => ({
  usePhotoManager: () => ({
    pendingCount: 0,
    uploading: false,
    uploadPending: async () => 'none',
    newPhotos: [],
    featuredKey: null,
  }),
}));
vi.mock('./photos/photo-uploader', () => ({ PhotoUploader: () => null }));

const owner = { id: 3, email: 'owner@example.org', isAdmin: false };

beforeEach(() => {
  session.current = { user: owner, isLoading: false };
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  dismiss();
  vi.unstubAllGlobals();
});

async function visit(path: string) {
  const memory = memoryLocation({ path, record: true });
  await renderWithProviders(
    <Router hook={memory.hook}>
      <Route path="/edit-sale/:id" component={EditSalePage} />
      <Route path="/create-sale" component={CreateSalePage} />
    </Router>,
  );
  return memory;
}

const serveSale = (answer: () => Response) =>
  stubApi((url) => {
    if (url.pathname === '/api/garage-sales/12') return answer();
    if (url.pathname === '/api/categories') return json([]);
    return undefined;
  });

describe('EditSalePage', () => {
  it('fills the wizard from the sale for its owner', async () => {
    serveSale(() => json(makeSale({ id: 12, userId: 3, isMine: true, title: 'Barn sale' })));
    await visit('/edit-sale/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Garage Sale' })).toBeTruthy();
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Barn sale');
  });

  it("shows 'Sale not found' for an id that is not a whole number, without asking the API", async () => {
    const fetchMock = serveSale(() => json(makeSale({ id: 12 })));
    await visit('/edit-sale/12abc');
    expect(await screen.findByRole('heading', { name: 'Sale not found' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/garage-sales'))).toBe(false);
  });

  it("shows 'Sale not found' for an unknown sale", async () => {
    serveSale(() => json({ message: 'Sale not found' }, 404));
    await visit('/edit-sale/12');
    expect(await screen.findByRole('heading', { name: 'Sale not found' })).toBeTruthy();
  });

  it('says so, with a toast and a panel, when the sale cannot be loaded', async () => {
    serveSale(() => json({ message: 'boom' }, 500));
    await visit('/edit-sale/12');
    expect(await screen.findByText('Failed to load garage sale details for editing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(currentToasts().map((t) => [t.title, t.description, t.variant])).toEqual([
      ['Error', 'Failed to load garage sale details for editing', 'destructive'],
    ]);
  });

  it("refuses someone else's sale", async () => {
    serveSale(() => json(makeSale({ id: 12, userId: 9, isMine: false })));
    await visit('/edit-sale/12');
    expect(await screen.findByText('You can only edit your own garage sales')).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it("lets an admin edit someone else's sale", async () => {
    session.current = { user: { ...owner, isAdmin: true }, isLoading: false };
    serveSale(() => json(makeSale({ id: 12, userId: 9, isMine: false })));
    await visit('/edit-sale/12');
    expect(await screen.findByLabelText('Title')).toBeTruthy();
  });

  it('sends a signed-out visitor straight to log in, without a panel on the way', async () => {
    session.current = { user: null, isLoading: false };
    serveSale(() => json(makeSale({ id: 12 })));
    window.history.replaceState(null, '', '/edit-sale/12?from=list');
    const memory = await visit('/edit-sale/12');
    // The login screen says 'Authentication required' (issue 22: it flashed here for 1.5 s first).
    expect(screen.queryByRole('heading', { name: 'Authentication required' })).toBeNull();
    expect(currentToasts().filter((t) => t.title === 'Authentication required')).toHaveLength(0);
    // The query string kept for the way back.
    expect(memory.history.at(-1)).toBe('/login?next=%2Fedit-sale%2F12%3Ffrom%3Dlist');
  });
});

describe('CreateSalePage', () => {
  it('shows the wizard to a signed-in user', async () => {
    serveSale(() => json([]));
    await visit('/create-sale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Garage Sale' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
  });

  it('sends a signed-out visitor to log in and back', async () => {
    session.current = { user: null, isLoading: false };
    serveSale(() => json([]));
    window.history.replaceState(null, '', '/create-sale');
    const memory = await visit('/create-sale');
    expect(memory.history.at(-1)).toBe('/login?next=%2Fcreate-sale');
  });
});

describe('EditSalePage in French (issue 24)', () => {
  it('names the page after the French product noun, and refuses a sale of someone else in French', async () => {
    // A French page: the app's language is its address's (client/lib/page-locale.ts).
    window.history.replaceState(null, '', '/fr/edit-sale/12');
    serveSale(() => json(makeSale({ id: 12, userId: 3, isMine: true, title: 'Vente de grange' })));
    await visit('/edit-sale/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier l’annonce de vente de garage' }),
    ).toBeTruthy();
    expect(document.title).toBe('Modifier la vente · Parkland Sales');
    cleanup();

    serveSale(() => json(makeSale({ id: 12, userId: 9, isMine: false })));
    await visit('/edit-sale/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByText('Vous ne pouvez modifier que vos propres annonces')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à Mes ventes' })).toBeTruthy();
  });
});
